"""What an install from a wheel (and the container image) carries besides the code."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_wheel_carries_every_shipped_glossary_file():
    data_files = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "tool"]["setuptools"]["data-files"]
    listed = {(target, source) for target, sources in data_files.items() for source in sources}
    shipped = {(f"share/rulings-qa/glossary/{p.parent.name}", p.relative_to(ROOT).as_posix())
               for p in (ROOT / "corpora" / "glossary").glob("*/*.csv")}
    assert shipped and listed == shipped


def test_the_image_is_built_from_the_package_and_the_glossary_only():
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    copied = [line.split()[1] for line in dockerfile.splitlines() if line.startswith("COPY ")]
    assert copied == ["pyproject.toml", "pipeline", "corpora/glossary"]
    assert "USER rulingqa" in dockerfile and 'ENTRYPOINT ["rulingqa"]' in dockerfile
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
    assert {"!pipeline/", "!corpora/glossary/", "!pyproject.toml", "!README.md"} <= set(ignored)
