// The screens of every feature. A new feature adds one line.
import type { FeatureRoute } from './featureRoute';
import { routes as users } from '../features/users/routes';
import { routes as settings } from '../features/settings/routes';

export const FEATURE_ROUTES: FeatureRoute[] = [...users, ...settings];
