"""The webapp's layers, read from the source (ast), not from a running app.

    blueprints/   views only: each imports core/, i18n/, verdicts/, http/, never another blueprint
    verdicts/     presentation of a result: core/, i18n/
    core/         no routes: i18n/ only
    http/  i18n/  cross-cutting: nothing of the above

Only ``webapp/__init__.py`` (the factory) imports the blueprints. No import sits inside a function
body, in ``webapp/`` or ``engine/``, except an optional dependency loaded when configured.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: layer -> the layers it may import (besides itself). ``webapp`` is the factory (and the CLI).
MAY_IMPORT: dict[str, set[str]] = {
    "blueprints": {"core", "i18n", "verdicts", "http"},
    "verdicts": {"core", "i18n"},
    "core": {"i18n"},
    "http": set(),
    "i18n": set(),
    "webapp": {"core", "i18n", "verdicts", "http", "blueprints", "webapp"},
}
#: Imports allowed inside a function: optional, loaded only when a setting asks for them.
OPTIONAL = {"werkzeug.middleware.proxy_fix", "flask_cors"}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _sources(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def _imported(module: str, path: Path, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules an import statement names (``from webapp import i18n`` -> ``webapp.i18n``)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        package = package[: len(package) - node.level + 1]
        base = ".".join(package + ([base] if base else []))
    return [f"{base}.{alias.name}" for alias in node.names] + [base]


def _layer(module: str) -> tuple[str, str] | None:
    """``webapp.blueprints.embed.frames`` -> ("blueprints", "embed"); ``webapp.core.x`` ->
    ("core", ""); a module outside webapp -> None."""
    parts = module.split(".")
    if parts[0] != "webapp":
        return None
    if len(parts) == 1 or parts[1] not in MAY_IMPORT:
        return ("webapp", "")
    if parts[1] == "blueprints":
        return ("blueprints", parts[2] if len(parts) > 2 else "")
    return (parts[1], "")


def _imports(path: Path) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import of a file, and whether it sits inside a function body."""
    out: list[tuple[ast.Import | ast.ImportFrom, bool]] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                out.append((child, in_function))
            walk(child, in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef
                                                           | ast.Lambda))

    walk(ast.parse(path.read_text(encoding="utf-8"), str(path)), False)
    return out


WEBAPP = _sources("webapp")


def test_the_layers_exist():
    layers = {(_layer(_module_name(p)) or ("", ""))[0] for p in WEBAPP}
    assert layers == set(MAY_IMPORT)
    blueprints = {_layer(_module_name(p))[1] for p in WEBAPP if "blueprints" in p.parts}
    assert {"pages", "rules", "checker", "embed", "api"} <= blueprints


@pytest.mark.parametrize("path", WEBAPP, ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_only_go_down(path):
    module = _module_name(path)
    layer, blueprint = _layer(module)  # type: ignore[misc]
    wrong = []
    for node, _ in _imports(path):
        for target in _imported(module, path, node):
            other = _layer(target)
            if other is None or (other[0] == layer and other[1] in ("", blueprint)):
                continue
            # ``from webapp import i18n`` names the package only as the parent of i18n
            if target == "webapp" and isinstance(node, ast.ImportFrom) and node.module == "webapp":
                continue
            if other[0] not in MAY_IMPORT[layer] or other[0] == layer:
                wrong.append(f"line {node.lineno}: {target}")
    assert wrong == [], f"{module} ({layer}) imports above itself or a sibling blueprint"


@pytest.mark.parametrize("path", WEBAPP + _sources("engine"),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_import_inside_a_function(path):
    late = [f"line {node.lineno}: {', '.join(a.name for a in node.names)}"
            for node, in_function in _imports(path) if in_function
            and not (isinstance(node, ast.ImportFrom) and node.module in OPTIONAL)
            and not (isinstance(node, ast.Import) and {a.name for a in node.names} <= OPTIONAL)]
    assert late == []


def test_the_checks_see_a_violation(tmp_path):
    """The test's own reading: a blueprint importing another, and a late import, are caught."""
    bad = tmp_path / "bad.py"
    bad.write_text("from webapp.blueprints import checker\n"
                   "def f():\n    import json\n    return json\n", encoding="utf-8")
    found = _imports(bad)
    assert [in_function for _, in_function in found] == [False, True]
    assert "webapp.blueprints.checker" in _imported("webapp.blueprints.embed", bad, found[0][0])
    assert _layer("webapp.blueprints.checker") == ("blueprints", "checker")
