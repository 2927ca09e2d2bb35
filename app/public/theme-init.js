// Applies the stored theme before the first paint, so a dark-theme reload never flashes white.
(function () {
  var theme = 'light';
  try {
    theme = localStorage.getItem('sproutplate-theme') || 'light';
  } catch {
    /* storage blocked */
  }
  var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  var html = document.documentElement;
  html.classList.add(dark ? 'dark' : 'light');
  html.style.colorScheme = dark ? 'dark' : 'light';
})();
