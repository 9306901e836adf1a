import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthFailureRedirect } from '../lib/auth-failure';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AuthFailureRedirect />
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
}
