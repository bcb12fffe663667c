// On narrow screens the site navigation folds behind the "Menu" button (a disclosure:
// aria-expanded). In <head>, not deferred: .has-menu is set before the first paint, so the page
// never shifts. Without JavaScript or on wide screens the navigation is simply shown (site.css).
(function () {
  "use strict";
  document.documentElement.classList.add("has-menu");

  function wire() {
    var button = document.querySelector(".menu-toggle");
    var nav = button && document.getElementById(button.getAttribute("aria-controls"));
    if (!nav) {
      return;
    }
    function show(open) {
      button.setAttribute("aria-expanded", open ? "true" : "false");
      nav.classList.toggle("site-nav--open", open);
    }
    button.addEventListener("click", function () {
      show(button.getAttribute("aria-expanded") !== "true");
    });
    document.addEventListener("keydown", function (event) {
      var inside = nav.contains(document.activeElement) || document.activeElement === button;
      if (event.key === "Escape" && inside && button.getAttribute("aria-expanded") === "true"
          && button.offsetParent !== null) {  // shown: a narrow screen
        show(false);
        button.focus();
      }
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", wire);
  } else {
    wire();
  }
})();
