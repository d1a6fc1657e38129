"""``python -m pipeline`` is ``rulingqa``."""

from .cli import main

main()
