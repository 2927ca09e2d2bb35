/**
 * The auth state: the current user (or null), whether it is still loading,
 * and the login, register and logout mutations. Reading it outside the
 * provider is an error, as the spec says.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { PublicUser } from '@shared/schemas/user';
import { afterFirstScreen } from '../../boot/after-first-screen';
import { isOnline } from '../../offline/connection';
import { useCurrentUserQuery } from './data/current-user';
import { useLogin } from './data/login';
import { useLogout } from './data/logout';
import { useRegister } from './data/register';

interface AuthState {
  user: PublicUser | null;
  isLoading: boolean;
  loginMutation: ReturnType<typeof useLogin>;
  registerMutation: ReturnType<typeof useRegister>;
  logoutMutation: ReturnType<typeof useLogout>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const userQuery = useCurrentUserQuery();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const logoutMutation = useLogout();
  const user = userQuery.data ?? null;

  // The device's saved-recipe list follows the account whenever the person is known and online.
  useEffect(() => {
    if (!user) return;
    void afterFirstScreen()
      .then(() => import('../../offline/saved-recipes'))
      .then(({ refreshSavedRecipes }) => (isOnline() ? refreshSavedRecipes(user) : undefined))
      .catch(() => undefined);
  }, [user]);
  const value = useMemo<AuthState>(
    () => ({
      user,
      isLoading: userQuery.isLoading,
      loginMutation,
      registerMutation,
      logoutMutation,
    }),
    [user, userQuery.isLoading, loginMutation, registerMutation, logoutMutation],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
