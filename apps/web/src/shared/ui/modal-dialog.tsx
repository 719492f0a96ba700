import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import modal from './modal.module.css';
import { useModalDialog } from './use-modal-dialog';

interface ModalDialogProps {
  /** The dialog's panel class: its size and layout (a CSS module's, hence possibly undefined). */
  className: string | undefined;
  /** The ids of the title and of the text that describe the dialog. */
  titleId: string;
  textId: string;
  /** The control that has the focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog over the whole page: a backdrop rendered at the end of `<body>`, the rest of
 * the page inert, the focus kept inside, Escape closing it (useModalDialog).
 */
export function ModalDialog({
  className,
  titleId,
  textId,
  initialFocus,
  onClose,
  children,
}: ModalDialogProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  useModalDialog(backdrop, initialFocus, onClose);
  return createPortal(
    <div ref={backdrop} className={modal.backdrop}>
      <div
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
