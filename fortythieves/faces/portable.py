"""`fortythieves export FILE` and `fortythieves import FILE`: the local player's whole
store as one portable JSON file (`store.portable`)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from fortythieves.lang.i18n import negotiate, translator
from fortythieves.lang.phrasing import Phraser
from fortythieves.lang.printable import printable
from fortythieves.lang.records import Records
from fortythieves.lang.storetext import StoreText
from fortythieves.store import portable
from fortythieves.store.base import StoreError
from fortythieves.store.shelf import Shelf, fault_said


def run(args: argparse.Namespace) -> int:
    shelf: Shelf = args.shelf
    t = translator(negotiate(args.lang, args.settings.lang)[0])
    words, reasons = StoreText(t), Records(Phraser(t))
    shown = printable(args.file)
    if shelf.unavailable is not None:
        print(reasons.store_unavailable(shelf.unavailable), file=sys.stderr)
        return 1
    if args.command == "export":
        try:
            text = portable.dump(shelf.store, shelf.player)
            fd = os.open(
                args.file, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600
            )
        except FileExistsError:
            print(words.export_exists(shown), file=sys.stderr)
            return 1
        except (OSError, StoreError) as e:
            print(words.export_failed(shown, reasons.reason(fault_said(e))), file=sys.stderr)
            return 1
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
        except OSError as e:
            Path(args.file).unlink(missing_ok=True)  # never half a file
            print(words.export_failed(shown, reasons.reason(fault_said(e))), file=sys.stderr)
            return 1
        print(words.exported(shown))
        return 0
    try:
        data = portable.read(Path(args.file))
        done = portable.load(shelf.store, shelf.player, data)
    except portable.ImportProblem as e:
        print(words.import_refused(shown, e.problem), file=sys.stderr)
        return 1
    except StoreError as e:
        print(words.export_failed(shown, reasons.reason(fault_said(e))), file=sys.stderr)
        return 1
    print(words.imported(shown, done.games, done.records, done.refused))
    return 0
