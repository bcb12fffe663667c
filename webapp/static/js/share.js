/* Share a verdict (templates/verdicts/_share_this.html): show the copy buttons, and the Share
 * button only where the browser has navigator.share. Delegated, so a verdict the checker's live
 * region brings later works too. */
(function () {
  "use strict";
  function reveal() {
    var b = document.querySelectorAll(".share-this [hidden]");
    for (var i = 0; i < b.length; i++) {
      b[i].hidden = b[i].classList.contains("share-this__native") && typeof navigator.share !== "function";
    }
  }
  function copy(button, text, area) {
    var status = button.closest(".share-this").querySelector("[role=status]");
    function done() { status.textContent = status.getAttribute("data-copied"); }
    function fallback() { if (area) { area.select(); if (document.execCommand("copy")) done(); } }
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }
  document.addEventListener("click", function (e) {
    var t = e.target.closest && e.target.closest(".share-this button"), box = t && t.closest(".share-this");
    if (!t) return;
    if (t.classList.contains("share-this__copy-link")) copy(t, box.getAttribute("data-url"), null);
    else if (t.classList.contains("share-this__native")) {
      if (typeof navigator.share !== "function") return;  // shown only where it exists
      // the plain text ends with the link: the share sheet gets it once, as its url
      var area = box.querySelector("#share-text"), url = box.getAttribute("data-url");
      var text = area ? area.value.replace(/\s+$/, "") : "";
      if (text.slice(-url.length) === url) text = text.slice(0, -url.length).replace(/\s+$/, "");
      navigator.share({ title: box.getAttribute("data-title"), url: url, text: text }).catch(function () {});
    } else {
      var area = document.getElementById(t.getAttribute("data-for"));
      if (area) copy(t, area.value, area);
    }
  });
  if (window.MutationObserver) new MutationObserver(reveal).observe(document.documentElement, { childList: true, subtree: true });
  reveal();
})();
