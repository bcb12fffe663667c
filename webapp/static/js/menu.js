// On narrow screens the site navigation folds behind the "Menu" button (a disclosure:
// aria-expanded). In <head>, not deferred: .has-menu is set before the first paint, so the page
// never shifts. Without JavaScript or on wide screens the navigation is simply shown (site.css).
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("has-menu");

  // The theme: the system's (prefers-color-scheme, site.css) unless the switch chose one; the
  // choice is kept in this browser only (localStorage) and set here, before the first paint.
  var KEY = "atout-theme", dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)");
  function stored() { try { return localStorage.getItem(KEY); } catch (e) { return null; } }
  if (stored() === "dark" || stored() === "light") root.dataset.theme = stored();
  function isDark() { return root.dataset.theme ? root.dataset.theme === "dark" : !!(dark && dark.matches); }
  function wireTheme() {
    var sw = document.getElementById("theme-switch");
    if (!sw) return;
    function show() { sw.setAttribute("aria-pressed", isDark() ? "true" : "false"); }
    sw.hidden = false;
    show();
    sw.addEventListener("click", function () {
      var next = isDark() ? "light" : "dark";
      root.dataset.theme = next;
      try { localStorage.setItem(KEY, next); } catch (e) { /* private mode: this page only */ }
      show();
    });
    if (dark && dark.addEventListener) dark.addEventListener("change", show);
  }

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
    document.addEventListener("DOMContentLoaded", wireTheme);
  } else {
    wire();
    wireTheme();
  }
})();
