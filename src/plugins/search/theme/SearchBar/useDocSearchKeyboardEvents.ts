/**
 * DocSearch 3.9.0's keyboard shortcuts (Ctrl/Cmd+K and '/' open, Escape
 * closes, typing on the focused button starts a query), copied for the same
 * reason as DocSearchButton: importing them from DocSearch 3 loads its whole
 * bundle on every page.
 */
import {useEffect, type RefObject} from 'react';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
};

function isEditingContent(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const tagName = target.tagName;
  return target.isContentEditable || tagName === 'INPUT' || tagName === 'SELECT' || tagName === 'TEXTAREA';
}

export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const isToggle =
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditingContent(event) && event.key === '/' && !isOpen);
      if (isToggle) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef?.current === document.activeElement &&
        onInput &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
