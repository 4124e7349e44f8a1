/**
 * Esc closes one layer at a time. PrimeReact's dialogs close on an Escape keydown that reaches the
 * document, while a dropdown, typeahead or multi-select inside them closes its own list on the same
 * keydown: one Esc closed both, and the half-built content of the dialog was lost. Here an Esc
 * pressed while a list is open (the focus on a control whose list is expanded, or inside the open
 * list itself) is the list's alone: the control still hears it and closes its list, and the event
 * goes no further up than the page, so no dialog below hears it. (Date pickers and overlays take
 * their Esc first through PrimeReact's own priorities.)
 */
/** Inside an open list, or in a dropdown, typeahead or multi-select (PrimeReact's input wrappers) whose list is open. */
const inOpenList = (target: Element) => !!target.closest('.p-connected-overlay-enter-done') || !!target.closest('.p-inputwrapper')?.querySelector('[aria-expanded="true"]');

const listsEscape = new WeakSet<Event>();

export function installEscapeLayers() {
  // first, before the control closes its list: is a list open where the key was pressed?
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && event.target instanceof Element && inOpenList(event.target)) listsEscape.add(event);
    },
    true,
  );
  // after the control (React listens on the root and on the portals' container, both below <html>), before the document's dialogs
  document.documentElement.addEventListener('keydown', (event) => {
    if (listsEscape.has(event)) event.stopPropagation();
  });
}
