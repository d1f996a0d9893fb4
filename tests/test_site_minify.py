"""The site build makes the page's own scripts and its stylesheet smaller (tools/minify.mjs,
esbuild): comments and white space go, and what they do stays."""

import subprocess

from tools import build_site


def test_the_pages_own_scripts_and_stylesheet_lose_their_comments_and_keep_their_code(tmp_path):
    js, css = tmp_path / "static" / "js", tmp_path / "static" / "css"
    js.mkdir(parents=True)
    css.mkdir(parents=True)
    (js / "page.js").write_text(
        '/* What the page does.\n * More words. */\n(function () {\n  "use strict";\n'
        '  // a note\n  var said = "a // not a comment";\n  console.log(said, 1 + 2);\n})();\n',
        encoding="utf-8")
    (js / "kept.mjs").write_text("// a module\nexport const steps = [1, 2, 3];\n",
                                 encoding="utf-8")
    (tmp_path / "static" / "sw-register.js").write_text("/* x */ var y = 1;\n",
                                                        encoding="utf-8")
    (css / "site.css").write_text("/* the board */\n.cell {\n  color: red; /* hot */\n}\n",
                                  encoding="utf-8")
    (tmp_path / "static" / "vendor").mkdir()
    assert build_site.minified(tmp_path) == ["static/css/site.css", "static/sw-register.js",
                                             "static/js/kept.mjs", "static/js/page.js"]
    build_site.minify(tmp_path)
    page = (js / "page.js").read_text(encoding="utf-8")
    assert "/*" not in page and "a note" not in page and "a // not a comment" in page
    assert (css / "site.css").read_text(encoding="utf-8").strip() == ".cell{color:red}"
    assert "export const steps=[1,2,3]" in (js / "kept.mjs").read_text(encoding="utf-8")
    ran = subprocess.run([build_site.NODE, str(js / "page.js")], capture_output=True, text=True,
                         check=True)
    assert ran.stdout == "a // not a comment 3\n"
