import { FocusOnNavigation } from './focus-on-navigation.client';
import { OfflineNotice } from './offline-notice.client';
import { NavigationFailure } from '@/components/navigation/progress/navigation-failure.client';
import { ProgressBar } from '@/components/navigation/progress/progress-bar.client';
import { LoadingOverlay } from './loading-overlay.client';

/** The page-wide client leaves that react to navigation and connectivity. */
export function RouteEffects() {
  return (
    <>
      <ProgressBar />
      <LoadingOverlay />
      <OfflineNotice />
      <NavigationFailure />
      <FocusOnNavigation />
    </>
  );
}
