/**
 * "Try searching for" on DocSearch's no-results screen. DocSearch 4 stores
 * these suggestions (the sections that earlier results were grouped under)
 * as an object where its screen reads an array, so it never shows them
 * (DocSearchModal.tsx in 4.7, and still in 5). This draws the same list,
 * with DocSearch's classes and behaviour, between the screen's title and its
 * 'Let us know.' line, and stands aside once DocSearch draws its own.
 */
import {useEffect, type MutableRefObject} from 'react';
import {typeIntoSearchInput} from './typeIntoSearchInput';

const SHOWN = 3;

function addSuggestions(modal: HTMLElement, sections: string[], label: string): void {
  const screen = modal.querySelector('.DocSearch-NoResults');
  if (!screen || sections.length === 0 || screen.querySelector('.DocSearch-NoResults-Prefill-List')) return;
  const list = document.createElement('div');
  list.className = 'DocSearch-NoResults-Prefill-List';
  const help = list.appendChild(document.createElement('p'));
  help.className = 'DocSearch-Help';
  help.textContent = `${label}:`;
  const items = list.appendChild(document.createElement('div'));
  items.className = 'DocSearch-NoResults-Prefill-List-Items';
  for (const section of sections.slice(0, SHOWN)) {
    const button = items
      .appendChild(document.createElement('p'))
      .appendChild(document.createElement('button'));
    button.className = 'DocSearch-Prefill';
    button.type = 'button';
    button.textContent = section;
    button.addEventListener('click', () => {
      const input = modal.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input) typeIntoSearchInput(input, `${section.toLowerCase()} `);
    });
  }
  // Before the 'Let us know.' line, as DocSearch places it.
  const report = screen.querySelector(':scope > p.DocSearch-Help');
  screen.insertBefore(list, report);
}

/** While the modal is open, adds the suggestions to each no-results screen it shows. */
export function useNoResultsSuggestions(
  modal: HTMLElement,
  sections: MutableRefObject<string[]>,
  label: string,
): void {
  useEffect(() => {
    const observer = new MutationObserver(() => addSuggestions(modal, sections.current, label));
    observer.observe(modal, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [modal, sections, label]);
}
