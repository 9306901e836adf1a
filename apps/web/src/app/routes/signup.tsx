import { Link } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card';
import { paths } from '../../config/paths';

export default function SignupRoute() {
  return (
    <AuthCard title="Sign Up">
      <p>Customer accounts open very soon. Then you can create one here in a minute.</p>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        Back to the shop
      </Link>
      <p className="text-sm">
        Already have an account?{' '}
        <Link to={paths.login.getHref()} className="link link-primary font-medium">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
