import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseButton } from './CloseButton';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and the caller's Cancel all end here; the caller decides to close. */
  onClose: () => void;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /** CSS width, e.g. "32rem"; the dialog never grows past the viewport. */
  width?: string;
}

/**
 * The product's modal dialog, on the platform's <dialog>: showModal() puts it in the top layer, makes the page behind
 * it inert, and moves focus inside. Escape asks the caller to close; on close, focus goes back to whatever had it
 * when the dialog opened (the button that opened it).
 */
export function Dialog({ open, onClose, title, description, children, width = '32rem' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The cancel listener is added once and calls the caller's latest onClose.
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // The browser would close it itself; the caller owns the open state.
      event.preventDefault();
      requestClose();
    };
    const onClosed = () => {
      opener.current?.focus();
      opener.current = null;
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, []);

  return (
    <Frame
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      $width={width}
    >
      {open && (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton aria-label="Close" onClick={() => onClose()}>
              ×
            </CloseButton>
          </Header>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children}
        </>
      )}
    </Frame>
  );
}

const Frame = styled.dialog<{ $width: string }>`
  width: min(${({ $width }) => $width}, calc(100vw - 2rem));
  max-height: calc(100dvh - 4rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* A dialog opened from a centred block (an empty page's) does not take its alignment. */
  text-align: start;
  box-shadow: ${({ theme }) => theme.shadow.menu};

  @media ${({ theme }) => theme.media.narrow} {
    width: calc(100vw - 1rem);
    max-height: calc(100dvh - 1rem);
    padding: ${({ theme }) => theme.space.md};
  }

  &::backdrop {
    background: rgba(17, 24, 39, 0.45);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;
