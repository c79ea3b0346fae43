"""The mails' words (shop/locales/<lng>/mails.json): every language says every text English has, with the same
placeholders, and a text a language lacked would be said in English, never left out."""
from __future__ import annotations

import json
import string
from collections.abc import Iterator
from typing import Any

import pytest

from shop.i18n import LANGUAGES, TRANSLATED
from shop.mail import mail_texts, writing
from shop.mail.writing import LOCALES, MAIL_FILE, read_mail_texts


def leaves(texts: dict[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    """Every text with its dotted key ("order_placed.subject"); a list (the months) is one text."""
    for key, value in texts.items():
        if isinstance(value, dict):
            yield from leaves(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", value


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_language_has_exactly_englishs_texts_with_the_same_placeholders(language):
    english = dict(leaves(read_mail_texts("en")))
    translated = dict(leaves(read_mail_texts(language)))
    assert sorted(translated) == sorted(english)
    for key, text in translated.items():
        if isinstance(text, list):
            assert len(text) == len(english[key]) and all(isinstance(each, str) and each for each in text), key
            continue
        assert isinstance(text, str) and text.strip(), key
        assert placeholders(text) == placeholders(english[key]), key


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_file_is_written_as_the_others_are(language):
    """UTF-8 as it reads, indented by two: a change to one text is a one-line diff."""
    path = LOCALES / language / MAIL_FILE
    written = path.read_text(encoding="utf-8")
    assert written == json.dumps(json.loads(written), ensure_ascii=False, indent=2) + "\n"


@pytest.fixture()
def fresh_texts():
    """The texts read again from the files (mail_texts keeps what it read), before and after the test."""
    writing.forget_mail_texts()
    yield
    writing.forget_mail_texts()


def test_a_text_a_language_lacks_is_said_in_english(fresh_texts, monkeypatch):
    files = {language: read_mail_texts(language) for language in LANGUAGES}
    del files["pl"]["order_placed"]["thanks"]
    del files["pl"]["order"]["payment"]
    monkeypatch.setattr(writing, "read_mail_texts", files.__getitem__)
    polish, english = mail_texts("pl"), mail_texts("en")
    assert polish["order_placed"]["thanks"] == english["order_placed"]["thanks"]
    assert polish["order"]["payment"] == english["order"]["payment"]
    assert polish["order_placed"]["subject"] == "Twoje zamówienie {number} w {shop}"


def test_a_language_the_shop_does_not_speak_reads_english(fresh_texts):
    assert mail_texts("xx") is mail_texts(None) is mail_texts("en")
    with pytest.raises(TypeError):
        mail_texts("en")["gift_card"]["subject"] = "changed"  # shared by every mail: nobody may change it
