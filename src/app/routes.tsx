/**
 * The route table: one lazily loaded chunk per page. The catch-all renders the
 * not-found page.
 */
import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from './paths';

const HomePage = lazy(() => import('../pages/home/HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home.pattern} component={HomePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
