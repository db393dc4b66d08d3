"""The rules sheet as text: its model, its content in every language, and the search
the in-game `rules` command uses. No files and no I/O here; `fortythieves.rulesheet`
turns a sheet into Markdown, HTML, PDF, braille or speech."""

from fortythieves.lang.rulebook.content import build_sheet, sections, sheet_title
from fortythieves.lang.rulebook.find import find_section
from fortythieves.lang.rulebook.text import section_text, sheet_text

__all__ = ["build_sheet", "find_section", "section_text", "sections", "sheet_text", "sheet_title"]
