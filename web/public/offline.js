// The offline page's language and Retry button (an external file: the site's Content-Security-Policy
// allows no inline script). The page holds its text in English and Hindi; it shows the one the member
// chose in the app (saved as fn-language), else the first of the browser's languages it speaks.
(function () {
  var chosen = 'en';
  try {
    var saved = window.localStorage.getItem('fn-language');
    if (saved === 'en' || saved === 'hi') chosen = saved;
    else {
      var tags = navigator.languages || [navigator.language];
      for (var i = 0; i < tags.length; i++) {
        var base = String(tags[i]).toLowerCase().split('-')[0];
        if (base === 'en' || base === 'hi') {
          chosen = base;
          break;
        }
      }
    }
  } catch {
    // storage may be blocked: English
  }
  var blocks = document.querySelectorAll('[data-lang]');
  for (var j = 0; j < blocks.length; j++) blocks[j].hidden = blocks[j].getAttribute('data-lang') !== chosen;
  document.documentElement.lang = chosen === 'hi' ? 'hi-IN' : 'en-IN';
  if (chosen === 'hi') document.title = 'आप ऑफ़लाइन हैं · Fortitude Network';

  var retry = function () {
    window.location.reload();
  };
  var buttons = document.querySelectorAll('.retry');
  for (var k = 0; k < buttons.length; k++) buttons[k].addEventListener('click', retry);
  // Back online: try the page again by itself.
  window.addEventListener('online', retry);
})();
