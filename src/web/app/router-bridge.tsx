import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppNavigation } from './create-app';

/** Tells `navigation` the router's navigate and where it is, as it draws (create-app.ts). */
export function RouterBridge({ navigation }: { navigation: AppNavigation }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    Object.assign(navigation, { navigate, location });
  }, [navigation, navigate, location]);
  return null;
}
