"""Small, hand-drawn SVG pictures for the demo catalogue: swatches, stones, trims, logos, slides.

Every picture is a pure function of its inputs (texture + colour, brand name ...), so one file serves every
product of the same type and colour and a reseed rewrites identical bytes. Each SVG carries width, height,
viewBox and a <title> (the accessible name the shop's <img alt> mirrors) and stays under 3 KB.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from xml.sax.saxutils import escape

from shop.media_storage import Storage

SIZE = 400  # product pictures are square


# --------------------------------------------------------------------------------------------------------------
# Colour arithmetic
# --------------------------------------------------------------------------------------------------------------


def _rgb(hex_value: str) -> tuple[int, int, int]:
    """The (r, g, b) bytes of "#rrggbb"."""
    value = hex_value.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def mix(hex_value: str, other: str, amount: float) -> str:
    """``hex_value`` moved ``amount`` (0-1) of the way towards ``other``."""
    a, b = _rgb(hex_value), _rgb(other)
    return "#" + "".join(f"{round(x + (y - x) * amount):02x}" for x, y in zip(a, b, strict=True))


def lighter(hex_value: str, amount: float) -> str:
    """A tint of the colour."""
    return mix(hex_value, "#ffffff", amount)


def darker(hex_value: str, amount: float) -> str:
    """A shade of the colour."""
    return mix(hex_value, "#000000", amount)


def luminance(hex_value: str) -> float:
    """Perceived brightness 0-1, to pick a contrasting background."""
    r, g, b = _rgb(hex_value)
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def _svg(title: str, body: str, width: int = SIZE, height: int = SIZE) -> str:
    """Wrap ``body`` in an <svg> root with size, viewBox and an escaped <title>."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img"><title>{escape(title)}</title>{body}</svg>')


def _linear(gid: str, stops: Sequence[tuple[float, str]], x2: float = 1, y2: float = 1, opacity: float = 1) -> str:
    """A <linearGradient> from (offset, colour) stops, diagonal unless x2/y2 say otherwise."""
    inner = "".join(f'<stop offset="{o:g}" stop-color="{c}"' + (f' stop-opacity="{opacity:g}"' if opacity < 1 else "")
                    + "/>" for o, c in stops)
    return f'<linearGradient id="{gid}" x1="0" y1="0" x2="{x2:g}" y2="{y2:g}">{inner}</linearGradient>'


_RAINBOW = ((0, "#ff5e9c"), (0.2, "#ffd166"), (0.4, "#7bf1a8"), (0.6, "#4cc9f0"), (0.8, "#b388ff"), (1, "#ff5e9c"))


# --------------------------------------------------------------------------------------------------------------
# Fabric swatches
# --------------------------------------------------------------------------------------------------------------


def _sheen_stops(c: str, strength: float, bands: int) -> list[tuple[float, str]]:
    """Stops of a diagonal light sweep; more bands and contrast read as metallic, a soft one as matt lycra."""
    return [(round(i / (bands * 2), 3), lighter(c, strength) if i % 2 else darker(c, strength * 0.6))
            for i in range(bands * 2 + 1)]


def _sheen(c: str, strength: float, bands: int) -> str:
    """A whole swatch filled with a light sweep."""
    return (f'<defs>{_linear("g", _sheen_stops(c, strength, bands))}</defs>'
            '<rect width="400" height="400" fill="url(#g)"/>')


def _fabric_body(texture: str, c: str) -> str:
    """The SVG body for one fabric texture in colour ``c``."""
    light, dark = lighter(c, 0.35), darker(c, 0.35)
    if texture == "sheen":
        return _sheen(c, 0.18, 1)
    if texture == "satin":
        return _sheen(c, 0.42, 2)
    if texture == "metallic":
        return _sheen(c, 0.55, 4)
    if texture == "hologram":
        return (f'<defs>{_linear("g", _sheen_stops(c, 0.4, 3))}{_linear("h", _RAINBOW, 1, 0.4)}</defs>'
                '<rect width="400" height="400" fill="url(#g)"/>'
                '<rect width="400" height="400" fill="url(#h)" opacity=".38"/>')
    if texture in ("mesh", "glitter"):
        sparkle = ('<circle cx="3" cy="9" r="1.3" fill="#fff" opacity=".9"/>' if texture == "glitter" else "")
        return (f'<defs><pattern id="p" width="12" height="12" patternUnits="userSpaceOnUse">'
                f'<circle cx="6" cy="6" r="3.4" fill="{light}"/>{sparkle}</pattern>'
                f'{_linear("g", ((0, c), (0.5, lighter(c, 0.12)), (1, c)))}</defs>'
                f'<rect width="400" height="400" fill="url(#g)"/><rect width="400" height="400" fill="url(#p)"/>')
    if texture == "sequin":
        return (f'<defs><radialGradient id="s" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/>'
                f'<stop offset=".35" stop-color="{light}"/><stop offset="1" stop-color="{dark}"/></radialGradient>'
                f'<pattern id="p" width="26" height="26" patternUnits="userSpaceOnUse">'
                f'<circle cx="13" cy="13" r="12" fill="url(#s)" stroke="{dark}"/>'
                f'<circle cx="0" cy="0" r="12" fill="url(#s)" stroke="{dark}"/>'
                f'<circle cx="26" cy="0" r="12" fill="url(#s)" stroke="{dark}"/>'
                f'<circle cx="0" cy="26" r="12" fill="url(#s)" stroke="{dark}"/>'
                f'<circle cx="26" cy="26" r="12" fill="url(#s)" stroke="{dark}"/></pattern></defs>'
                f'<rect width="400" height="400" fill="{dark}"/><rect width="400" height="400" fill="url(#p)"/>')
    if texture in ("folds", "velvet"):
        # Soft vertical folds; velvet gets a deeper shade and a glow in the middle.
        depth = 0.45 if texture == "velvet" else 0.2
        stops = [(i / 8, darker(c, depth) if i % 2 else lighter(c, 0.25 if texture == "folds" else 0.12))
                 for i in range(9)]
        glow = ('<radialGradient id="r" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#fff" '
                'stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>')
        return (f'<defs>{_linear("g", stops, 1, 0.15)}{glow}</defs><rect width="400" height="400" fill="url(#g)"/>'
                '<rect width="400" height="400" fill="url(#r)"/>')
    if texture == "ombre":
        return (f'<defs>{_linear("g", ((0, darker(c, 0.15)), (0.55, c), (1, lighter(c, 0.85))), 0, 1)}</defs>'
                '<rect width="400" height="400" fill="url(#g)"/>')
    if texture == "lace":
        backing = "#2b2730" if luminance(c) > 0.55 else "#f1ece6"
        return (f'<defs><pattern id="p" width="50" height="50" patternUnits="userSpaceOnUse" fill="none" '
                f'stroke="{c}" stroke-width="2.2"><circle cx="25" cy="25" r="14"/><circle cx="25" cy="25" r="5" '
                f'fill="{c}"/><path d="M0 0L11 11M50 0L39 11M0 50L11 39M50 50L39 39M25 0v6M25 44v6M0 25h6M44 25h6"/>'
                f'</pattern></defs><rect width="400" height="400" fill="{backing}"/>'
                '<rect width="400" height="400" fill="url(#p)"/>')
    if texture == "animal":
        return (f'<defs><pattern id="p" width="70" height="60" patternUnits="userSpaceOnUse" fill="{dark}">'
                '<ellipse cx="18" cy="16" rx="11" ry="7" transform="rotate(25 18 16)"/>'
                '<ellipse cx="52" cy="40" rx="9" ry="13" transform="rotate(-20 52 40)"/>'
                '<ellipse cx="14" cy="48" rx="6" ry="4"/><ellipse cx="50" cy="8" rx="5" ry="3"/></pattern></defs>'
                f'<rect width="400" height="400" fill="{light}"/><rect width="400" height="400" fill="url(#p)"/>')
    if texture == "floral":
        petals = "".join(f'<circle cx="{40 + dx}" cy="{40 + dy}" r="9"/>'
                         for dx, dy in ((0, -12), (11, -4), (7, 10), (-7, 10), (-11, -4)))
        return (f'<defs><pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse">'
                f'<g fill="{lighter(c, 0.6)}">{petals}</g><circle cx="40" cy="40" r="5" fill="{dark}"/>'
                f'<path d="M4 76q10-18 24-10" stroke="{light}" stroke-width="3" fill="none"/></pattern></defs>'
                f'<rect width="400" height="400" fill="{c}"/><rect width="400" height="400" fill="url(#p)"/>')
    if texture == "abstract":
        waves = "".join(f'<path d="M-20 {y}C80 {y - 60} 160 {y + 60} 260 {y}S420 {y - 50} 440 {y}" '
                        f'stroke="{col}" stroke-width="{w}" fill="none"/>'
                        for y, col, w in ((60, light, 26), (150, dark, 14), (240, lighter(c, 0.7), 20),
                                          (330, dark, 24), (390, light, 12)))
        return f'<rect width="400" height="400" fill="{c}"/>{waves}'
    raise ValueError(f"unknown fabric texture {texture!r}")


def fabric_swatch(texture: str, colour_hex: str, title: str) -> str:
    """A square swatch of a fabric in one colour, drawn with a texture that suits the fabric."""
    return _svg(title, _fabric_body(texture, colour_hex))


# --------------------------------------------------------------------------------------------------------------
# Crystals
# --------------------------------------------------------------------------------------------------------------


def _stone_defs(c: str, ab: bool, extra: str = "") -> str:
    """Gradients a stone picture uses: the colour's glow, the AB rainbow when needed, and ``extra``."""
    glow = _linear("st", ((0, lighter(c, 0.75)), (0.45, c), (1, darker(c, 0.45))))
    rainbow = _linear("ab", _RAINBOW, 1, 0.6) if ab else ""
    return f"<defs>{glow}{rainbow}{extra}</defs>"


def _facets(cx: int, cy: int, r: int, points: int) -> tuple[str, str]:
    """A round brilliant seen from above: its outline, then the table and facet lines drawn over it."""
    outer = [(cx + r * math.cos(2 * math.pi * i / points), cy + r * math.sin(2 * math.pi * i / points))
             for i in range(points)]
    inner = [(cx + r * 0.5 * math.cos(2 * math.pi * (i + 0.5) / points),
              cy + r * 0.5 * math.sin(2 * math.pi * (i + 0.5) / points)) for i in range(points)]
    poly = " ".join(f"{x:.0f},{y:.0f}" for x, y in outer)
    table = " ".join(f"{x:.0f},{y:.0f}" for x, y in inner)
    lines = "".join(f"M{outer[i][0]:.0f} {outer[i][1]:.0f}L{inner[i][0]:.0f} {inner[i][1]:.0f}"
                    f"L{outer[(i + 1) % points][0]:.0f} {outer[(i + 1) % points][1]:.0f}" for i in range(points))
    return (f'<polygon points="{poly}"/>',
            f'<polygon points="{table}" fill="#fff" opacity=".28"/>'
            f'<path d="{lines}" stroke="#fff" stroke-opacity=".55" fill="none"/>')


def crystal_image(shape: str, colour_hex: str, title: str, ab: bool = False) -> str:
    """A stone (or pearl, chain, banding) in its colour; AB colours get the aurora-borealis rainbow film.

    The stones' outlines are drawn once filled with the colour and, for AB, reused (<use>) filled with the
    rainbow at low opacity, so the film sits exactly on the stones.
    """
    c = colour_hex
    background = "#2a2633" if luminance(c) > 0.62 else "#f3f1f6"
    setting, detail, fill = "", "", "url(#st)"
    if shape in ("round", "chaton"):
        outline, detail = _facets(200, 200, 130, 8 if shape == "round" else 12)
    elif shape == "fancy":
        # Sew-on stones: a navette, a drop and an oval side by side, each in its metal setting.
        outline = ('<path d="M110 90Q160 200 110 310Q60 200 110 90Z"/>'
                   '<path d="M200 90C250 170 250 230 240 270A40 40 0 0 1 160 270C150 230 150 170 200 90Z"/>'
                   '<ellipse cx="300" cy="200" rx="42" ry="62"/>')
        setting = ' stroke="#c9c9cf" stroke-width="6"'
        detail = '<path d="M110 100V300M175 200H225M300 145V255" stroke="#fff" stroke-opacity=".5"/>'
    elif shape == "pearl":
        fill = "url(#pr)"
        outline = ('<circle cx="150" cy="170" r="85"/><circle cx="265" cy="245" r="65"/>'
                   '<circle cx="250" cy="110" r="40"/>')
    elif shape in ("chain", "banding"):
        rows = (200,) if shape == "chain" else (150, 200, 250)
        outline = "".join(f'<circle cx="{x}" cy="{y}" r="22" transform="rotate(-12 200 200)"/>'
                          for y in rows for x in range(40, 400, 52))
        setting = ' stroke="#d6d6dc" stroke-width="5"'
    else:
        raise ValueError(f"unknown crystal shape {shape!r}")
    pearl = (f'<radialGradient id="pr" cx=".38" cy=".35" r=".75"><stop offset="0" stop-color="#fff"/>'
             f'<stop offset=".45" stop-color="{c}"/><stop offset="1" stop-color="{darker(c, 0.35)}"/></radialGradient>'
             if shape == "pearl" else "")
    film = '<use href="#s" fill="url(#ab)" opacity=".45"/>' if ab else ""
    return _svg(title, f'{_stone_defs(c, ab, pearl)}<rect width="400" height="400" fill="{background}"/>'
                       f'<g fill="{fill}"{setting}><g id="s">{outline}</g></g>{film}{detail}')


# --------------------------------------------------------------------------------------------------------------
# Accessories and collections
# --------------------------------------------------------------------------------------------------------------


def accessory_image(icon: str, colour_hex: str | None, title: str) -> str:
    """A simple product illustration for trims, tools and notions; colourless goods use a neutral tone."""
    c = colour_hex or "#9aa3ad"
    dark, light = darker(c, 0.3), lighter(c, 0.35)
    if icon == "spool":
        threads = "".join(f"M130 {y}H270" for y in range(130, 280, 12))
        body = (f'<rect x="120" y="110" width="160" height="180" rx="12" fill="{c}"/>'
                f'<path d="{threads}" stroke="{dark}" stroke-width="2"/>'
                '<rect x="100" y="90" width="200" height="28" rx="8" fill="#c8a27a"/>'
                '<rect x="100" y="282" width="200" height="28" rx="8" fill="#b08a62"/>')
    elif icon == "bottle":
        body = ('<rect x="150" y="120" width="100" height="200" rx="18" fill="#fafafa" stroke="#c7ccd1" '
                'stroke-width="4"/><path d="M180 120V80h40v40" fill="#e0e4e8" stroke="#c7ccd1" stroke-width="4"/>'
                '<path d="M192 80l8-30 8 30z" fill="#1e88e5"/>'
                '<rect x="150" y="180" width="100" height="70" fill="#1e88e5"/>'
                '<path d="M165 215h70" stroke="#fff" stroke-width="8"/>')
    elif icon == "applicator":
        body = ('<g transform="rotate(-35 200 200)"><rect x="90" y="175" width="190" height="50" rx="25" '
                'fill="#37474f"/><rect x="270" y="185" width="50" height="30" fill="#b0bec5"/>'
                '<path d="M320 190l35 10-35 10z" fill="#90a4ae"/><rect x="120" y="190" width="60" height="20" '
                'rx="6" fill="#ef6c00"/></g>')
    elif icon == "feather":
        # One path for all the barbs keeps the file small.
        barbs = "".join(f"M200 {y}q{side * 70} -10 {side * 95} -45" for y in range(110, 330, 18) for side in (-1, 1))
        body = (f'<path d="{barbs}" stroke="{c}" stroke-width="10" fill="none" stroke-linecap="round"/>'
                f'<path d="M200 80V350" stroke="{dark}" stroke-width="5"/>')
    elif icon == "fringe":
        strands = "".join(f"M{x} 110q{(x % 3) * 4 - 4} 120 0 {200 + (x % 5) * 8}" for x in range(70, 340, 12))
        body = (f'<path d="{strands}" stroke="{c}" stroke-width="5" fill="none"/>'
                f'<rect x="60" y="90" width="280" height="28" rx="4" fill="{dark}"/>')
    elif icon == "elastic":
        body = (f'<rect x="40" y="160" width="320" height="80" rx="10" fill="{c}"/>'
                f'<path d="M40 180H360M40 220H360" stroke="{light}" stroke-width="4" stroke-dasharray="10 6"/>'
                f'<rect x="300" y="150" width="40" height="100" rx="6" fill="none" stroke="#c0c0c8" stroke-width="8"/>')
    elif icon == "hook":
        body = ('<g fill="none" stroke="#9ea3aa" stroke-width="12" stroke-linecap="round">'
                '<path d="M110 170h90a30 30 0 0 1 0 60h-40"/><path d="M230 150v100M230 150h60v100h-60"/></g>'
                '<circle cx="110" cy="170" r="10" fill="#9ea3aa"/>')
    elif icon == "zip":
        teeth = "".join(f'<rect x="{186 if i % 2 else 200}" y="{60 + i * 14}" width="14" height="9" fill="#c0c0c8"/>'
                        for i in range(20))
        body = (f'<rect x="150" y="50" width="40" height="300" fill="{c}"/><rect x="210" y="50" width="40" '
                f'height="300" fill="{c}"/>{teeth}<rect x="182" y="330" width="36" height="40" rx="8" fill="#8d9199"/>')
    elif icon == "motif":
        stones = "".join(f'<circle cx="{200 + r * math.cos(a * math.pi / 6):.0f}" '
                         f'cy="{200 + r * math.sin(a * math.pi / 6):.0f}" r="{s}" fill="{c}" stroke="{light}" '
                         f'stroke-width="3"/>' for r, s in ((110, 16), (70, 13)) for a in range(12))
        body = f'{stones}<circle cx="200" cy="200" r="34" fill="{dark}" stroke="{light}" stroke-width="4"/>'
    elif icon == "earring":
        drops = "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{c}" stroke="#d9d9de" stroke-width="4"/>'
                        for x, y, r in ((200, 140, 18), (200, 190, 24), (200, 260, 38)))
        body = f'<path d="M200 60q-30 0-30 30" stroke="#c9a24a" stroke-width="6" fill="none"/>{drops}'
    else:
        raise ValueError(f"unknown accessory icon {icon!r}")
    return _svg(title, f'<rect width="400" height="400" fill="#f7f3ef"/>{body}')


def bundle_image(colour_hex: str, title: str) -> str:
    """A stack of folded fabrics in shades of one colour, tied with a ribbon: a collection set."""
    c = colour_hex
    layers = "".join(f'<rect x="{80 + i * 6}" y="{250 - i * 50}" width="{240 - i * 12}" height="54" rx="10" '
                     f'fill="{shade}" stroke="{darker(c, 0.3)}" stroke-width="2"/>'
                     for i, shade in enumerate((darker(c, 0.2), c, lighter(c, 0.3), lighter(c, 0.55))))
    return _svg(title, f'<rect width="400" height="400" fill="#f5f1ec"/>{layers}'
                       '<path d="M200 90V310" stroke="#d4af37" stroke-width="10"/>'
                       '<path d="M200 120q-40-40-60 0q20 20 60 0q40-40 60 0q-20 20-60 0" fill="#d4af37"/>')


def gift_card_image(design: int, title: str) -> str:
    """A gift card in one of a few designs, with the shop's name and no amount or words: one picture serves every
    currency and language the card is sold in."""
    start, end = GIFT_CARD_DESIGNS[design % len(GIFT_CARD_DESIGNS)]
    return _svg(title, '<defs>' + _linear("g", ((0, start), (1, end))) + '</defs>'
                '<rect width="400" height="400" fill="#f6f2fa"/>'
                '<rect x="40" y="90" width="320" height="210" rx="18" fill="url(#g)"/>'
                '<path d="M40 170H360M150 90V300" stroke="#ffd166" stroke-width="10" opacity=".9"/>'
                '<path d="M285 215l22-26 22 26-22 26z" fill="#fff" opacity=".85"/>'
                '<text x="60" y="275" font-family="Georgia,serif" font-size="26" fill="#fff">Dance Fabrics</text>')


# The gift cards' colourways, one per face value in turn.
GIFT_CARD_DESIGNS = (("#3a0ca3", "#f72585"), ("#03045e", "#00b4d8"), ("#7b2cbf", "#e0aaff"), ("#d00000", "#ffba08"),
                     ("#004b23", "#70e000"), ("#10002b", "#c77dff"))


# --------------------------------------------------------------------------------------------------------------
# Brand logos, colour cards, charts and slides
# --------------------------------------------------------------------------------------------------------------


def brand_logo(name: str, colour_hex: str, serif: bool) -> str:
    """A quiet wordmark: the brand name set in one colour beside a small faceted diamond."""
    family = "Georgia,'Times New Roman',serif" if serif else "'Helvetica Neue',Helvetica,Arial,sans-serif"
    size = 40 if len(name) <= 9 else 32
    return _svg(f"{name} logo",
                f'<rect width="320" height="120" fill="#fff"/>'
                f'<path d="M30 60l18-22 18 22-18 22z" fill="{colour_hex}"/>'
                f'<path d="M30 60h36M48 38l-7 22 7 22 7-22z" stroke="#fff" stroke-width="1.5" fill="none"/>'
                f'<text x="82" y="74" font-family="{family}" font-size="{size}" fill="{colour_hex}" '
                f'letter-spacing="1.5">{escape(name)}</text>', width=320, height=120)


def colour_card(title: str, chips: Sequence[str]) -> str:
    """A manufacturer's shade card: every colour of a range as a chip."""
    cells = "".join(f'<rect x="{30 + (i % 5) * 70}" y="{60 + (i // 5) * 62}" width="60" height="52" rx="6" '
                    f'fill="{hex_value}" stroke="#ddd"/>' for i, hex_value in enumerate(chips[:25]))
    return _svg(title, f'<rect width="400" height="400" fill="#fbfaf8"/>'
                       f'<text x="30" y="40" font-family="Helvetica,Arial,sans-serif" font-size="18" fill="#444">'
                       f'{escape(title)}</text>{cells}')


def size_chart(title: str) -> str:
    """Actual-size comparison of flatback stone sizes (SS6-SS34)."""
    sizes = (("SS6", 2.0), ("SS10", 2.8), ("SS16", 3.9), ("SS20", 4.7), ("SS30", 6.4), ("SS34", 7.1))
    cells = "".join(f'<circle cx="{45 + i * 62}" cy="190" r="{mm * 3.8:.1f}" fill="#e8ecf4" stroke="#8a93a6" '
                    f'stroke-width="2"/><text x="{45 + i * 62}" y="250" font-size="15" text-anchor="middle">{label}'
                    f'</text><text x="{45 + i * 62}" y="272" font-size="12" fill="#777" text-anchor="middle">'
                    f'{mm} mm</text>' for i, (label, mm) in enumerate(sizes))
    return _svg(title, '<rect width="400" height="400" fill="#fff"/>'
                       f'<g font-family="Helvetica,Arial,sans-serif" fill="#333">{cells}</g>')


def measure_card(title: str) -> str:
    """How fabric is sold: a tape measure with one 10 cm step highlighted."""
    ticks = "".join(f'<path d="M{40 + i * 16} 200v{18 if i % 5 == 0 else 10}" stroke="#444" stroke-width="2"/>'
                    for i in range(21))
    return _svg(title, '<rect width="400" height="400" fill="#fdfbf7"/>'
                       '<rect x="30" y="180" width="340" height="60" rx="6" fill="#ffe08a" stroke="#c9a227"/>'
                       f'{ticks}<rect x="120" y="170" width="160" height="80" fill="#f72585" opacity=".18"/>'
                       '<text x="200" y="150" font-family="Helvetica,Arial,sans-serif" font-size="28" fill="#333" '
                       'text-anchor="middle">10 cm</text><path d="M120 160H280" stroke="#f72585" stroke-width="4"/>')


def slide_image(index: int, colours: tuple[str, str, str], title: str) -> str:
    """A 1600x600 banner: a rich gradient with floating crystals and a soft wave (text is added by the UI)."""
    rng = random.Random(index)
    a, b, c = colours
    circles = "".join(f'<circle cx="{rng.randint(0, 1600)}" cy="{rng.randint(0, 600)}" r="{rng.randint(60, 260)}" '
                      f'fill="{c}" opacity="{rng.choice((0.08, 0.12, 0.16))}"/>' for _ in range(7))
    gems = "".join(f'<path d="M{x} {y}l{s} {-s}l{s} {s}l{-s} {s}z" fill="none" stroke="#fff" stroke-width="3" '
                   f'opacity=".55"/>'
                   for x, y, s in ((rng.randint(900, 1500), rng.randint(80, 520), rng.randint(18, 46))
                                   for _ in range(9)))
    sparkles = "".join(f'<circle cx="{rng.randint(700, 1580)}" cy="{rng.randint(20, 580)}" r="{rng.randint(2, 5)}" '
                       f'fill="#fff" opacity=".8"/>' for _ in range(12))
    return _svg(title, f'<defs>{_linear("g", ((0, a), (1, b)), 1, 0.5)}</defs>'
                       f'<rect width="1600" height="600" fill="url(#g)"/>{circles}{gems}{sparkles}'
                       f'<path d="M0 470C300 400 520 560 820 500S1350 380 1600 450V600H0z" fill="#fff" opacity=".14"/>'
                       f'<path d="M0 520C340 470 600 600 900 540S1380 450 1600 510V600H0z" fill="#fff" opacity=".1"/>',
                width=1600, height=600)


# --------------------------------------------------------------------------------------------------------------
# Writing files
# --------------------------------------------------------------------------------------------------------------


class MediaWriter:
    """Stores each picture once in the media storage (shop.media_storage) and hands back its URL."""

    def __init__(self, media: Storage) -> None:
        """Store in ``media`` (the local folder or the bucket)."""
        self.media = media
        self._written: dict[str, str] = {}

    @property
    def count(self) -> int:
        """How many distinct files this run wrote."""
        return len(self._written)

    def ensure(self, relative_path: str, render: Callable[[], str]) -> str:
        """The URL of ``relative_path``, rendering and storing the file the first time it is asked for."""
        if relative_path not in self._written:
            self.media.put(relative_path, render().encode("utf-8"))
            self._written[relative_path] = self.media.url(relative_path)
        return self._written[relative_path]
