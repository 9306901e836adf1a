import { Link } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card';
import { paths } from '../../config/paths';

export default function LoginRoute() {
  return (
    <AuthCard title="Login">
      <p>Customer accounts open very soon. Then you can sign in here to order, pay and review our teas.</p>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        Back to the shop
      </Link>
      <p className="text-sm">
        New to TeaTree?{' '}
        <Link to={paths.signup.getHref()} className="link link-primary font-medium">
          Sign Up
        </Link>
      </p>
    </AuthCard>
  );
}
