// Taps on the prerendered landing page before React has hydrated it would do nothing (or, for the
// newsletter's submit button, reload the page with the email in the address). This tiny script,
// loaded before the app, keeps them; the landing page replays them once it is interactive.
(() => {
  // null: the app has already taken over (this script can arrive after it, being async).
  if (window.__earlyTaps === null) return;
  const taps = [];
  window.__earlyTaps = taps;
  document.addEventListener(
    'click',
    (event) => {
      if (window.__earlyTaps !== taps) return; // the app has taken over
      const button = event.target instanceof Element ? event.target.closest('#root button') : null;
      if (!button) return;
      if (button.type === 'submit') event.preventDefault();
      if (taps.length < 5) taps.push(button);
    },
    true,
  );
})();
