import { LayoutFrame } from './LayoutFrame';
import { TabBar } from './TabBar';
import { UserMenu } from './UserMenu';

/**
 * The signed-in layout: logo, tab bar, user menu, and the page beneath, with the session problem above the page
 * when a refresh could not reach a service (the guard then moves the person to /signin, where it is said again).
 */
export function AppLayout() {
  return (
    <LayoutFrame
      bar={
        <>
          <TabBar />
          <UserMenu />
        </>
      }
    />
  );
}
