"""The invoice of an order as a PDF (fpdf2): the shop, the order number and date, the customer, the lines and the
totals in the order's own currency.

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

from shop.i18n import format_money, format_number
from shop.money import FRACTIONAL_STEP, SIGNS, step_for
from shop.orders.history import OrderView

SHOP_PHONE = "+38 (050) 400-70-15"
FAMILY = "InvoiceSans"
CORE_FAMILY = "helvetica"
# Widths in mm, summing to the A4 text width (210 - 2 x 18).
COLUMNS = (("Item", 70, "LEFT"), ("SKU", 29, "LEFT"), ("Qty", 13, "RIGHT"), ("Price", 31, "RIGHT"),
           ("Total", 31, "RIGHT"))
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
        self.language = "en"

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
        pdf = self.pdf
        pdf.set_title(self._text(f"Invoice {order.number}"))
        pdf.set_author(self._text(current_app.config["SHOP_NAME"]))
        pdf.set_creation_date(order.created_at)
        pdf.add_page()
        self._header(view)
        self._customer(order.user_info or {})
        self._lines(view)
        self._totals(view)
        pdf.ln(8)
        self._line("Thank you for dancing with us!", 9)
        return bytes(pdf.output())

    def _header(self, view: OrderView) -> None:
        order = view.order
        self._line(current_app.config["SHOP_NAME"], 20, bold=True, height=9)
        self._line(f"{SHOP_PHONE}  ·  {current_app.config['MAIL_SENDER']}  ·  "
                   f"{current_app.config['SHOP_PUBLIC_URL']}", 9)
        self.pdf.ln(6)
        self._line(f"Invoice {order.number}", 15, bold=True, height=8)
        self._line(f"Date: {order.created_at:%d %B %Y}")
        self._line(f"Order status: {order.status}   Payment: {view.payment_status} ({order.payment_method})")
        self.pdf.ln(4)

    def _customer(self, info: dict) -> None:
        self._line("Customer", 11, bold=True)
        name = " ".join(part for part in (info.get("firstName"), info.get("lastName")) if part)
        place = " ".join(part for part in (info.get("postcode"), info.get("city")) if part)
        for text in (name, info.get("address"), place, info.get("country"), info.get("email"), info.get("phone")):
            if text:
                self._line(str(text))
        self.pdf.ln(4)

    def _lines(self, view: OrderView) -> None:
        currency = view.order.currency
        self._font(9.5)
        widths = tuple(width for _, width, _ in COLUMNS)
        aligns = tuple(align for _, _, align in COLUMNS)
        with self.pdf.table(col_widths=widths, text_align=aligns, line_height=6) as table:
            heading = table.row()  # the first row is the headings, drawn bold
            for title, _, _ in COLUMNS:
                heading.cell(title)
            for item in view.lines:
                line = item.line
                fractional = step_for(line.minimum) == FRACTIONAL_STEP
                price = self._money(item.price, currency) + (" / 0.1" if fractional else "")
                row = table.row()
                for text in (line.name, line.sku, f"{line.quantity.normalize():f}", price,
                             self._money(item.total, currency)):
                    row.cell(self._text(text))
        self.pdf.ln(4)

    def _totals(self, view: OrderView) -> None:
        currency = view.order.currency
        rows = [("Subtotal", view.order.subtotal), ("Delivery", view.order.delivery_price)]
        if view.order.gift_card_amount:
            rows.append(("Gift card", -view.order.gift_card_amount))
        for label, amount in rows:
            self._amount_row(label, self._money(amount, currency), bold=False)
        self._amount_row("Total", self._money(view.order.total_price, currency), bold=True)

    def _amount_row(self, label: str, amount: str, bold: bool) -> None:
        self._font(11 if bold else 10, bold)
        self.pdf.cell(self.pdf.epw - AMOUNT_WIDTH, 6.5, label, align="R")
        self.pdf.cell(AMOUNT_WIDTH, 6.5, self._text(amount), align="R", new_x="LMARGIN", new_y="NEXT")


def _latin1(text: str) -> bool:
    try:
        text.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return True


def render_invoice(view: OrderView, fonts: Fonts | None = None, compress: bool = True) -> bytes:
    """The PDF bytes of the order's invoice."""
    return _Invoice(fonts or configured_fonts(), compress).render(view)
