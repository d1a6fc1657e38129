"""Command groups of ``rulingqa`` beyond run/eval/checks (glossary, pairs)."""
