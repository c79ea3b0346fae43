"""Plain functions the tests share (the fixtures are in conftest.py): a session's Authorization header, the mail
that the ``outbox`` fixture's folder holds, and a change of the shop settings."""
from __future__ import annotations

import copy
from collections.abc import Callable
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path

from flask_jwt_extended import create_access_token

from shop.settings import store as shop_settings

PASSWORD = "secret123"  # make_user's password unless a test gives one


def bearer(user_or_token) -> dict[str, str]:
    """The Authorization header of a session: a token as the shop answered it (str), or for a user a fresh access
    token (in the app's context, as any create_access_token call)."""
    token = user_or_token if isinstance(user_or_token, str) else create_access_token(identity=user_or_token)
    return {"Authorization": f"Bearer {token}"}


def mailed(outbox: Path) -> list[EmailMessage]:
    """Every mail written to the outbox folder, in the order of their file names."""
    return [message_from_bytes(p.read_bytes(), policy=policy.default) for p in sorted(outbox.glob("*.eml"))]


def change_shop_settings(change: Callable[[dict], None]) -> dict:
    """Save the shop settings as ``change`` leaves a copy of the current document (as staff would in the admin);
    returns the saved document. Needs the ``db`` fixture, which empties the row again."""
    document = copy.deepcopy(dict(shop_settings.current().document))
    change(document)
    return dict(shop_settings.save(None, document).document)
