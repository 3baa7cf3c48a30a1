import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { touchHeight } from '@finance/shared';
import styled from 'styled-components';
import { TABS, isTabActive } from './tabs';

const Nav = styled.nav`
  min-width: 0;

  /* Narrow: a strip of its own beneath the logo and the user menu, scrolled sideways by itself. */
  @media ${({ theme }) => theme.media.narrow} {
    order: 1;
    flex: 1 0 100%;
    margin: 0 -${({ theme }) => theme.space.md};
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;

  @media ${({ theme }) => theme.media.narrow} {
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  }
`;

const Tab = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.activeTabBackground : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-decoration: none;
  white-space: nowrap;

  &:hover { background: ${({ theme }) => theme.colors.activeTabBackground}; }

  ${touchHeight}
`;

export function TabBar() {
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);

  // Where the strip is narrower than its tabs, the current one is brought into view (the strip only: the page stays).
  useLayoutEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const left = current.offsetLeft - strip.offsetLeft;
    const right = left + current.offsetWidth;
    if (left < strip.scrollLeft) strip.scrollLeft = left;
    else if (right > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = right - strip.clientWidth;
  }, [pathname]);

  return (
    <Nav aria-label="Main">
      <List ref={list}>
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
    </Nav>
  );
}
