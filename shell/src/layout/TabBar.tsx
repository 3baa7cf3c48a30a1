import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { TABS, isTabActive } from './tabs';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

const Tab = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.activeTabBackground : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-decoration: none;
  white-space: nowrap;

  &:hover { background: ${({ theme }) => theme.colors.activeTabBackground}; }
`;

export function TabBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <List>
        {TABS.map((tab) => {
          const active = isTabActive(tab.to, pathname);
          return (
            <li key={tab.to}>
              <Tab to={tab.to} $active={active} aria-current={active ? 'page' : undefined}>
                {tab.label}
              </Tab>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
