import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { useAuth, touchHeight, touchSize } from '@finance/shared';
import { initialsOf } from './initials';

const Wrapper = styled.div`
  position: relative;
  margin-left: auto;
`;

const Avatar = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  ${touchSize}
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  min-width: min(240px, calc(100vw - 2rem));
  max-width: min(320px, calc(100vw - 2rem));
  width: max-content;
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.menu};
`;

const Identity = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p { margin: 0; }
  p:first-child { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.font.size.small}; }
  p:last-child { font-weight: 600; overflow-wrap: anywhere; }
`;

const Items = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0 0;
  list-style: none;
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  width: 100%;
  padding: 0.5rem 1rem;
  border: none;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  ${touchHeight}
`;

const Item = styled(Link)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const SignOut = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  &:hover { background: #fef2f2; }
`;

/**
 * The avatar at the right of the top bar: initials ("..." while loading, "??" without names). Hovering, focusing or
 * pressing it shows who is signed in, links to Profile, Settings and Subscription, and a red Sign Out.
 */
export function UserMenu() {
  const { user, isLoading, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const avatar = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const label = isLoading ? '...' : initialsOf(user);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the menu would fall to the page's start once it hides: it goes back to the avatar instead.
      if (wrapper.current?.contains(document.activeElement)) avatar.current?.focus();
      setOpen(false);
    };
    // Pointer events: a tap elsewhere on a phone closes it as a click elsewhere does.
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [open]);

  return (
    <Wrapper
      ref={wrapper}
      // Hover is a mouse's: a finger's tap also sends the mouse's enter and leave, which would open and shut the menu
      // around the tap's own click.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Avatar
        ref={avatar}
        // The accessible name starts with what is shown (the initials), as WCAG's label-in-name asks.
        aria-label={isLoading ? '... account menu (loading)' : `${label} account menu`}
        aria-expanded={open}
        aria-controls={panelId}
        // Hovering already opens it, so a press only ever opens (a toggle would close what the pointer just opened);
        // Escape, moving away or clicking elsewhere closes it.
        onClick={() => setOpen(true)}
      >
        {label}
      </Avatar>
      <Panel id={panelId} hidden={!open}>
        <Identity>
          <p>Signed in as</p>
          <p>{user?.attributes.email ?? ''}</p>
        </Identity>
        <Items>
          <li>
            <Item to="/profile" onClick={() => setOpen(false)}>
              Profile
            </Item>
          </li>
          <li>
            <Item to="/settings" onClick={() => setOpen(false)}>
              Settings
            </Item>
          </li>
          <li>
            <Item to="/subscription" onClick={() => setOpen(false)}>
              Subscription
            </Item>
          </li>
          <li>
            <SignOut
              onClick={() => {
                setOpen(false);
                signOut().catch(() => undefined);
              }}
            >
              Sign Out
            </SignOut>
          </li>
        </Items>
      </Panel>
    </Wrapper>
  );
}
