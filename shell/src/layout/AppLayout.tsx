import { AccountsSidebarSlot, useAccountsSidebarShown } from './AccountsSidebarSlot';
import { LayoutFrame } from './LayoutFrame';
import { TabBar } from './TabBar';
import { UserMenu } from './UserMenu';

/**
 * The signed-in layout: logo, tab bar, user menu, and the page beneath, with the session problem above the page
 * when a refresh could not reach a service (the guard then moves the person to /signin, where it is said again).
 * On /accounts paths the accounts sidebar stands at the left of the page.
 */
export function AppLayout() {
  const sidebarShown = useAccountsSidebarShown();
  return (
    <LayoutFrame
      bar={
        <>
          <TabBar />
          <UserMenu />
        </>
      }
      sidebar={sidebarShown ? <AccountsSidebarSlot /> : undefined}
    />
  );
}
