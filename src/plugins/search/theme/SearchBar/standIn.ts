/**
 * The SearchBar's side of the page's search shortcuts and stand-in box
 * (../../standIn/standIn.js), which take the reader's keys from the first
 * paint: the box opens the modal, and the shortcuts close it.
 */
import {useEffect} from 'react';

export type StandIn = {
  onOpen: (() => void) | null;
  onClose: (() => void) | null;
  isOpen(): boolean;
  take(): {value: string; start: number | null; end: number | null} | null;
};

export const standIn = (): StandIn | undefined => (window as {__searchStandIn?: StandIn}).__searchStandIn;

/** True while the stand-in box is open, i.e. the reader still wants the modal it stands for. */
export const isStandInOpen = (): boolean => standIn()?.isOpen() ?? false;

/** Opens the modal whenever the box opens (at once, if the reader opened it before hydration). */
export function useStandIn(openModal: () => void, closeModal: () => void): void {
  useEffect(() => {
    const box = standIn();
    if (!box) return undefined;
    box.onOpen = openModal;
    box.onClose = closeModal;
    if (box.isOpen()) openModal();
    return () => {
      box.onOpen = null;
      box.onClose = null;
    };
  }, [openModal, closeModal]);
}
