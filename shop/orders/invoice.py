"""The invoice of an order as a PDF (fpdf2), in the language the order was placed in: the shop with its phone and
e-mail, its legal name and address (the shop settings, shop.settings), the order number, date, status and payment in
words, the customer and where the order goes (the branch or the address), the lines with unit prices per 10 cm or per
piece, the totals in the order's own currency, and for a transfer not yet paid the bank details. Its words are the
mails' (shop/locales/<lng>/mails.json, "invoice").

A Unicode TrueType font draws every name as typed (SHOP_INVOICE_FONT and SHOP_INVOICE_BOLD_FONT; by default
DejaVu Sans where the system has it). Without one, fpdf2's core Helvetica is used: it draws only Latin-1, so other
letters are transliterated (unidecode: "Олена" -> "Olena") and a currency sign it cannot draw becomes its code.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from decimal import Decimal

from flask import current_app
from unidecode import unidecode

from shop.i18n import DEFAULT_LANGUAGE, format_money, format_number
from shop.mail import format_date, language_or_default, mail_texts
from shop.money import FRACTIONAL_STEP, SIGNS, step_for
from shop.orders.emails import delivery_label, delivery_text, format_quantity, promotion_label
from shop.orders.history import OrderView
from shop.payments.methods import PaymentMethod
from shop.payments.providers import bank_details
from shop.settings import store as shop_settings
from shop.settings.display import address_line

FAMILY = "InvoiceSans"
CORE_FAMILY = "helvetica"
# The table's columns (their headings are the language's columns.<key>), widths in mm summing to the A4 text width
# (210 - 2 x 18), and alignments.
COLUMN_KEYS = ("item", "sku", "quantity", "price", "total")
WIDTHS = (62, 26, 18, 38, 30)
ALIGNS = ("LEFT", "LEFT", "RIGHT", "RIGHT", "RIGHT")
AMOUNT_WIDTH = 40


@dataclass(frozen=True)
class Fonts:
    """The TrueType files to embed (regular, bold), or none: the core font."""

    regular: str | None
    bold: str | None

    @property
    def unicode(self) -> bool:
        return self.regular is not None


def configured_fonts() -> Fonts:
    """The configured fonts that exist on this machine (bold falls back to regular)."""
    regular = current_app.config.get("SHOP_INVOICE_FONT")
    bold = current_app.config.get("SHOP_INVOICE_BOLD_FONT")
    if not regular or not os.path.isfile(regular):
        return Fonts(None, None)
    return Fonts(regular, bold if bold and os.path.isfile(bold) else regular)


def filename(view: OrderView) -> str:
    """invoice-DF-000101.pdf"""
    return f"invoice-{view.order.number}.pdf"


class _Invoice:
    """Draws one invoice; every text goes through _text, every amount through _money."""

    def __init__(self, fonts: Fonts, compress: bool):
        # fpdf2 and its fonts are big: loaded by the worker that first draws an invoice, not by every worker.
        from fpdf import FPDF

        self.fonts = fonts
        self.pdf = FPDF(format="A4")
        self.pdf.compress = compress
        self.pdf.set_margins(18, 18, 18)
        self.pdf.set_auto_page_break(True, margin=18)
        if fonts.unicode:
            self.pdf.add_font(FAMILY, "", fonts.regular)
            self.pdf.add_font(FAMILY, "B", fonts.bold)
        self.family = FAMILY if fonts.unicode else CORE_FAMILY
        self.language = DEFAULT_LANGUAGE
        self.words = mail_texts(DEFAULT_LANGUAGE)["invoice"]

    def _text(self, value: object) -> str:
        text = str(value)
        if self.fonts.unicode:
            return text
        # Latin-1 letters (é, ü, £) are drawn as they are; others are transliterated one by one.
        return "".join(ch if _latin1(ch) else unidecode(ch) for ch in text)

    def _money(self, amount: Decimal, currency: str) -> str:
        if self.fonts.unicode or _latin1(SIGNS.get(currency, "")):
            return format_money(amount, currency, self.language)
        # A sign the core font cannot draw: the number as the language writes it, then the currency's code.
        return f"{format_number(amount, 2, self.language)} {currency}"

    def _font(self, size: float, bold: bool = False) -> None:
        self.pdf.set_font(self.family, "B" if bold else "", size)

    def _line(self, text: str, size: float = 10, bold: bool = False, height: float = 5.5) -> None:
        self._font(size, bold)
        self.pdf.multi_cell(0, height, self._text(text), new_x="LMARGIN", new_y="NEXT")

    def render(self, view: OrderView) -> bytes:
        order = view.order
        self.language = language_or_default(order.language)
        self.words = mail_texts(self.language)["invoice"]
        pdf = self.pdf
        pdf.set_title(self._text(self.words["title"].format(number=order.number)))
        pdf.set_author(self._text(shop_settings.current().trading_name))
        pdf.set_creation_date(order.created_at)
        pdf.add_page()
        self._header(view)
        self._parties(order)
        self._lines(view)
        self._totals(view)
        self._payment(view)
        pdf.ln(8)
        self._line(self.words["thanks"], 9)
        return bytes(pdf.output())

    def _header(self, view: OrderView) -> None:
        order, words = view.order, self.words
        self._shop_lines()
        self._line(words["title"].format(number=order.number), 15, bold=True, height=8)
        self._line(words["date"].format(date=format_date(order.created_at, self.language)))
        self._line(words["status"].format(status=words["statuses"].get(order.status, order.status)))
        self._line(words["payment"].format(method=words["methods"].get(order.payment_method, order.payment_method),
                                           state=self._paid(order)))
        self.pdf.ln(4)

    def _shop_lines(self) -> None:
        """The shop's name, phone, e-mail and address on the web: the top of the invoice and the credit note."""
        shop = shop_settings.current()
        self._line(shop.trading_name, 20, bold=True, height=9)
        self._line(f"{shop.phone.display}  ·  {shop.email}  ·  {current_app.config['SHOP_PUBLIC_URL']}", 9)
        self.pdf.ln(6)

    def _paid(self, order) -> str:
        if not order.is_paid:
            return self.words["not_paid"]
        return self.words["paid"].format(date=format_date(order.paid_at or order.created_at, self.language))

    def _parties(self, order) -> None:
        """The seller and the customer side by side, then where the order goes (the branch or the address)."""
        shop = shop_settings.current()
        info = order.user_info or {}
        seller = [shop.legal_name, address_line(shop.shop, self.language)]
        name = " ".join(part for part in (info.get("firstName"), info.get("lastName")) if part)
        customer = [name, info.get("email"), info.get("phone")]
        self._columns((self.words["seller"], seller), (self.words["customer"], customer))
        delivery = delivery_text(order, self.language)
        if delivery:
            self._line(self.words["delivery"], 11, bold=True)
            self._line(delivery)
            self.pdf.ln(4)

    def _columns(self, *blocks: tuple[str, list]) -> None:
        width = self.pdf.epw / len(blocks)
        top, bottom = self.pdf.get_y(), self.pdf.get_y()
        for index, (title, lines) in enumerate(blocks):
            self.pdf.set_xy(self.pdf.l_margin + index * width, top)
            self._font(11, True)
            self.pdf.multi_cell(width - 4, 5.5, self._text(title), new_x="LEFT", new_y="NEXT")
            self._font(10)
            for text in lines:
                if text:
                    self.pdf.multi_cell(width - 4, 5.5, self._text(text), new_x="LEFT", new_y="NEXT")
            bottom = max(bottom, self.pdf.get_y())
        self.pdf.set_xy(self.pdf.l_margin, bottom + 4)

    def _lines(self, view: OrderView) -> None:
        currency, words = view.order.currency, self.words
        self._font(9.5)
        columns = words["columns"]
        with self.pdf.table(col_widths=WIDTHS, text_align=ALIGNS, line_height=6) as table:
            heading = table.row()  # the first row is the headings, drawn bold
            for key in COLUMN_KEYS:
                heading.cell(self._text(columns[key]))
            for item in view.lines:
                line = item.line
                fractional = step_for(line.minimum) == FRACTIONAL_STEP
                per = words["per_10cm"] if fractional else words["per_piece"]
                row = table.row()
                for text in (line.name_in(self.language), line.sku,
                             format_quantity(line.quantity, line.minimum, self.language),
                             f"{self._money(item.price, currency)} {per}", self._money(item.total, currency)):
                    row.cell(self._text(text))
        self.pdf.ln(4)

    def _totals(self, view: OrderView) -> None:
        order, currency = view.order, view.order.currency
        labels = mail_texts(self.language)["order"]["labels"]
        delivery = order.delivery_price or Decimal("0")
        rows = [(labels["subtotal"], self._money(order.subtotal, currency))]
        if order.promotion_discount:
            rows.append((promotion_label(order, labels), self._money(-order.promotion_discount, currency)))
        rows.append((delivery_label(order, labels), self._money(delivery, currency) if delivery else labels["free"]))
        if order.gift_card_amount:
            rows.append((labels["gift_card"], self._money(-order.gift_card_amount, currency)))
        for label, amount in rows:
            self._amount_row(label, amount, bold=False)
        self._amount_row(labels["total"], self._money(order.total_price, currency), bold=True)
        self._line(self.words["currency"].format(currency=currency), 8.5)

    def _payment(self, view: OrderView) -> None:
        """A transfer not yet paid says where to pay, with the order number as the reference."""
        order, words = view.order, self.words
        if order.is_paid or order.payment_method != PaymentMethod.BANK_TRANSFER:
            return
        bank = bank_details()
        self.pdf.ln(4)
        self._line(words["bank_title"], 11, bold=True)
        for key, value in (("recipient", bank["recipient"]), ("iban", bank["iban"]), ("bank", bank["bankName"]),
                           ("bic", bank["bic"]), ("recipient_code", bank["recipientCode"]),
                           ("reference", order.number)):
            if value:
                self._line(words[key].format(value=value))

    def _amount_row(self, label: str, amount: str, bold: bool) -> None:
        self._font(11 if bold else 10, bold)
        self.pdf.cell(self.pdf.epw - AMOUNT_WIDTH, 6.5, self._text(label), align="R")
        self.pdf.cell(AMOUNT_WIDTH, 6.5, self._text(amount), align="R", new_x="LMARGIN", new_y="NEXT")


def _latin1(text: str) -> bool:
    try:
        text.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return True


# The drawing a refund's credit note reuses (shop.orders.credit_note): one PDF implementation for both.
Invoice = _Invoice


def render_invoice(view: OrderView, fonts: Fonts | None = None, compress: bool = True) -> bytes:
    """The PDF bytes of the order's invoice."""
    return _Invoice(fonts or configured_fonts(), compress).render(view)
