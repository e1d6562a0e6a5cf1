// The site's search shortcuts, and a search box that answers before the
// site's JavaScript has run. Inlined in every page's <head> (./inlineScript.ts
// fills in CONFIG): from the first paint, Ctrl/Cmd+K, '/' and a click on the
// search button open a plain input at once, where the reader's typing, pastes
// and edits land. When DocSearch's modal mounts, theme/SearchBar takes the
// text over (take()) and this box goes. Enter submits it to the search page,
// so it works with no JavaScript of the site's at all; Escape or a click
// beside it closes it. While the modal is open, Escape and Ctrl/Cmd+K close
// it (onClose), as DocSearch's own shortcut listener would.
(function (config) {
  var doc = document;
  var box = null;
  var input = null;
  var api = {
    onOpen: null,
    onClose: null,
    isOpen: function () {
      return box !== null;
    },
    take: function () {
      if (!box) return null;
      var taken = {value: input.value, start: input.selectionStart, end: input.selectionEnd};
      close();
      return taken;
    },
  };
  function close() {
    if (box) box.remove();
    box = null;
    input = null;
  }
  function isModalOpen() {
    return doc.body.classList.contains('DocSearch--active');
  }
  function open() {
    if (box || !doc.body || isModalOpen()) return;
    box = doc.createElement('div');
    box.className = 'search-stand-in';
    box.innerHTML =
      '<form class="search-stand-in__form" role="search" method="get"><input class="search-stand-in__input" name="q" type="search" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="search"></form>';
    var form = box.firstChild;
    form.action = config.searchPage;
    input = form.firstChild;
    input.placeholder = config.placeholder;
    input.setAttribute('aria-label', config.placeholder);
    box.addEventListener('mousedown', function (event) {
      if (event.target === box) close();
    });
    doc.body.appendChild(box);
    input.focus();
    if (api.onOpen) api.onOpen();
  }
  // Where '/' is text. (DocSearch 4 ignores it on a focused button too, such
  // as its own after the modal closes; here it opens the box again.)
  function isEditing(target) {
    return target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
  }
  function isShortcut(event) {
    return (event.ctrlKey || event.metaKey) && (event.key || '').toLowerCase() === 'k';
  }
  addEventListener(
    'keydown',
    function (event) {
      if (isModalOpen()) return;
      var isOpening =
        !box && (isShortcut(event) || (event.key === '/' && !isEditing(event.composedPath()[0])));
      if (!isOpening && !(box && (isShortcut(event) || event.key === 'Escape'))) return;
      // Handled here alone: the listener below would take the same Ctrl/Cmd+K
      // for closing the modal that this one is opening.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (isOpening) open();
      else if (event.key === 'Escape') close();
    },
    true,
  );
  // In the bubble phase, after the modal's own key handlers.
  addEventListener('keydown', function (event) {
    if (isModalOpen() && api.onClose && (event.key === 'Escape' || isShortcut(event))) {
      event.preventDefault();
      api.onClose();
    }
  });
  addEventListener(
    'click',
    function (event) {
      if (event.target.closest && event.target.closest('.DocSearch-Button')) open();
    },
    true,
  );
  window.__searchStandIn = api;
  // eslint-disable-next-line no-undef -- filled in by ./inlineScript.ts
})(CONFIG);
