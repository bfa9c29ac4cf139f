// The offline page's Retry button (an external file: the site's Content-Security-Policy allows no inline script).
(function () {
  var retry = function () {
    window.location.reload();
  };
  var button = document.getElementById('retry');
  if (button) button.addEventListener('click', retry);
  // Back online: try the page again by itself.
  window.addEventListener('online', retry);
})();
