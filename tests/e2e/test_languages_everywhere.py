"""Every storefront page in Ukrainian, Polish, Russian and German shows no English a translation exists for.

A check that cannot be fooled: the storefront is crawled at desktop width in each language (home, the four main
categories, a fabric's page before and after it goes into the cart, the cart, the checkout with its validation
messages and every delivery and payment choice, the gift cards, contact with its call-back form, the FAQ with every
answer open, sign-in, and the demo shopper's account: the overview, the order history with an order open and every
account page). On each page the test reads what a shopper sees and hears: the body's text line by line (and cell by
cell), the aria-label, placeholder, title and alt attributes of visible elements, the options of visible lists, the
titles of visible SVG icons and the document's title. A text fails when

* it is, as a whole, the English value of a UI text (ui/locales/en/<namespace>.json) that the language translates
  differently: a value with {{placeholders}} matches as a pattern, a long value (three words or more) also inside a
  longer line; or
* it contains the English name of a product, colour, category or order line (from the API: every answer the page
  itself fetched, plus the whole catalogue, the menu and the colours), or of a country (as the UI names countries,
  Intl.DisplayNames), whose name in the language differs.

A value the language keeps as it is (IBAN, Lycra, a brand) is not checked; nor are values shorter than four letters
or made only of digits and punctuation; nor an English text that is also a correct text of the language (another
key's translation or a name in the language). An English name inside a name of the language ("Astella" of a product,
"Fabrics" of the brand Dance Fabrics, "Flatback" of "Flatback-Steine") is not English; nor is a loanword in a UI text
the language's translators wrote (the German FAQ's "Power Mesh"), though the values put into such a text are checked.
ALLOWED lists the real exceptions, each with its reason.

The detector is checked too: the English home page must fail the German check many times over, so a test that finds
nothing has looked. The report (per language: distinct texts checked, what was English, the product page's price,
colour and breadcrumb for de and ua, and, for information only, lines that merely look English) is printed and kept
in /tmp/languages_everywhere.txt; every text read, page by page, in /tmp/languages_everywhere_texts.txt.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Browser, Page, Response, expect

from shop.countries import COUNTRY_CODES
from shop.demo.catalogue import SHOPPER_SECRET, SHOPPERS
from tests.e2e.conftest import DESKTOP

LANGUAGES = ("ua", "pl", "ru", "de")
LOCALES = Path(__file__).resolve().parents[2] / "ui" / "locales"
REPORT = Path("/tmp/languages_everywhere.txt")
TEXTS = Path("/tmp/languages_everywhere_texts.txt")  # every text read, page by page, to look through by eye
MAINS = ("fabrics", "crystals", "accessories", "collections")
ACCOUNT_PAGES = (
    "order-history", "downloads", "affiliate", "change-password", "edit-info", "address-book", "newsletter",
    "payment-profile", "recurring-payments", "returns", "reward-points", "transactions",
    "modify-address-book/add-address",
)
SHOPPER = SHOPPERS[0][0]  # Olena: orders, returns, reward points, a payment profile, two addresses.
HTML_LANG = {"ua": "uk", "pl": "pl", "ru": "ru", "de": "de", "en": "en"}

# Real exceptions: an English text that may stand in the language, each with its reason. Keys: a language or "*",
# values: {text as shown: reason}. Keep it short; a text listed here is never reported.
ALLOWED: dict[str, dict[str, str]] = {"*": {}}

# For the information-only list of lines that look English although no key or name matched them (hard-coded texts).
# (Not "was", "will", "an", "in", "to", "on": German or Polish words too.)
ENGLISH_WORDS = frozenset((
    "the", "and", "your", "you", "of", "for", "with", "is", "are", "this", "our", "we", "by", "at", "from", "can",
    "not", "has", "have", "been", "please", "here", "there", "what", "how", "when", "which", "order", "cart", "items",
))

WORD = re.compile(r"[^\W\d_]+")
PLACEHOLDER = re.compile(r"\{\{\s*[^}]*\}\}")
TAG = re.compile(r"</?[A-Za-z0-9]+>")
SPACES = re.compile(r"[\s\u00a0\u202f\u2009\u2007]+")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def normal(text: str) -> str:
    """Whitespace as one plain space (Intl writes no-break and narrow no-break spaces), trimmed."""
    return SPACES.sub(" ", text).strip()


def letters(text: str) -> int:
    return sum(len(w) for w in WORD.findall(text))


# ---------------------------------------------------------------- the UI texts


def flatten(tree: dict, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in tree.items():
        path = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            out.update(flatten(value, path))
        elif isinstance(value, str):
            out[path] = value
    return out


def locale_texts(language: str) -> dict[str, str]:
    """namespace:key -> value of every UI text of the language."""
    texts: dict[str, str] = {}
    for file in sorted((LOCALES / language).glob("*.json")):
        for key, value in flatten(json.loads(file.read_text(encoding="utf-8"))).items():
            texts[f"{file.stem}:{key}"] = value
    return texts


@dataclass
class UiRule:
    english: str
    keys: list[str]
    pattern: re.Pattern[str]
    inside: bool  # also inside a longer line
    quick: str  # the longest literal part, casefolded: a line without it cannot match

    def matches(self, shown: str, folded: str) -> bool:
        if self.quick not in folded:
            return False
        return bool(self.pattern.search(shown) if self.inside else self.pattern.fullmatch(shown))


def ui_rules(language: str, own_texts: set[str]) -> list[UiRule]:
    """The English values the language translates differently, as patterns over a shown line (case-insensitive:
    innerText applies CSS text-transform)."""
    english, target = locale_texts("en"), locale_texts(language)
    by_value: dict[str, list[str]] = defaultdict(list)
    for key, value in english.items():
        theirs = target.get(key)
        if theirs is None or normal(TAG.sub("", theirs)).casefold() == normal(TAG.sub("", value)).casefold():
            continue
        by_value[normal(TAG.sub("", value))].append(key)
    rules = []
    everything_own = "\n".join(own_texts)
    for value, keys in by_value.items():
        literal = PLACEHOLDER.sub(" ", value)
        if letters(literal) < 4 or value.casefold() in own_texts:
            continue
        parts = [re.escape(part) for part in PLACEHOLDER.split(value)]
        body = ".+?".join(parts)
        words = len(WORD.findall(literal))
        inside = (words >= 3 and letters(literal) >= 15
                  and max(PLACEHOLDER.split(value), key=len).casefold() not in everything_own)
        pattern = re.compile(rf"(?<!\w){body}(?!\w)" if inside else rf"{body}", re.IGNORECASE | re.DOTALL)
        quick = max(PLACEHOLDER.split(value), key=len).casefold()
        rules.append(UiRule(value, sorted(keys), pattern, inside, quick))
    return rules


# ---------------------------------------------------------------- names from the API


def category_display_name(stored: str, language: str) -> str:
    """ui/src/components/category-name.ts's categoryDisplayName."""
    separator = stored.find("__")
    first = stored if separator == -1 else stored[:separator]
    if language == "ua" and separator != -1:
        ukrainian = stored[separator + 2:].strip()
        if ukrainian:
            return ukrainian
    cuts = [i for i in (first.find("_"), first.find(" -")) if i > 0]
    end = min(cuts) if cuts else len(first)
    return first[:end].strip() or stored.strip()


def category_name(node: dict, language: str) -> str:
    """ui/src/components/category-name.ts's categoryName."""
    own = (node.get(f"name_{language}") or "").strip() if language in ("pl", "ru", "de") else ""
    return own or category_display_name(node["name"], language)


@dataclass
class Names:
    """English names and their translations, gathered from every API answer seen."""

    # english -> {language: translation}, and where the pair came from
    pairs: dict[str, dict[str, str]] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)
    brands: set[str] = field(default_factory=set)
    long_texts: dict[str, dict[str, str]] = field(default_factory=dict)  # descriptions
    version: int = 0

    def add(self, english, translations: dict[str, str], source: str) -> None:
        if not isinstance(english, str) or not english.strip():
            return
        english = normal(english)
        clean = {k: normal(v) for k, v in translations.items() if isinstance(v, str) and v.strip()}
        if len(english) > 80:
            self.long_texts.setdefault(english, {}).update(clean)
            self.sources.setdefault(english, source)
            return
        known = self.pairs.setdefault(english, {})
        if any(known.get(k) != v for k, v in clean.items()):
            known.update(clean)
            self.version += 1
        self.sources.setdefault(english, source)

    def walk(self, data) -> None:
        if isinstance(data, list):
            for item in data:
                self.walk(item)
            return
        if not isinstance(data, dict):
            return
        label = data.get("product_id") or data.get("sku") or data.get("slug") or data.get("_id") or ""
        if isinstance(data.get("name"), str) and "level" in data and "slug" in data:
            self.add(category_display_name(data["name"], "en"),
                     {lng: category_name(data, lng) for lng in LANGUAGES}, f"category {data['slug']}")
        for key, value in data.items():
            if key.endswith("_en") and isinstance(value, str):
                base = key[:-3]
                self.add(value, {lng: data.get(f"{base}_{lng}") for lng in LANGUAGES}, f"{base} of {label}")
        names = data.get("productNames")
        if isinstance(names, dict) and names.get("en"):
            self.add(names["en"], {lng: names.get(lng) for lng in LANGUAGES}, f"order line {label}")
        for value in data.values():
            if isinstance(value, dict | list):
                self.walk(value)

    def own(self, language: str) -> set[str]:
        """Every name as the language writes it, and the brands (written alike everywhere)."""
        own = {t[language] for t in self.pairs.values() if language in t}
        return own | self.brands


# ---------------------------------------------------------------- what a page shows

COLLECT = """() => {
    const out = [['title', 'document', document.title]];
    const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description', 'aria-roledescription',
                        'aria-valuetext'];
    const visible = (el) => el.checkVisibility({ visibilityProperty: true });
    for (const el of document.body.querySelectorAll('*')) {
        const found = attributes.filter((a) => el.hasAttribute(a));
        const isOption = el.tagName === 'OPTION';
        const isSvgTitle = el.tagName.toLowerCase() === 'title' && el.closest('svg');
        const isButtonValue = el.tagName === 'INPUT' && ['submit', 'button', 'reset'].includes(el.type);
        if (!found.length && !isOption && !isSvgTitle && !isButtonValue) continue;
        const host = isOption ? el.closest('select') : isSvgTitle ? el.closest('svg') : el;
        if (!host || !visible(host)) continue;
        const tag = el.tagName.toLowerCase();
        for (const a of found) out.push([a, tag, el.getAttribute(a) || '']);
        if (isOption) out.push(['option', 'select', el.textContent || '']);
        if (isSvgTitle) out.push(['title', 'svg', el.textContent || '']);
        if (isButtonValue) out.push(['value', tag, el.value || '']);
    }
    return out;
}"""


@dataclass
class Finding:
    language: str
    shown: str
    where: str
    english: str
    source: str
    pages: list[str] = field(default_factory=list)

    def line(self) -> str:
        shown = self.shown if len(self.shown) <= 160 else self.shown[:157] + "..."
        return (f"  {self.where}: {shown!r} <- English {self.english!r} ({self.source}); "
                f"on {' | '.join(self.pages)}")


@dataclass
class Crawl:
    language: str
    names: Names
    rules: list[UiRule] = field(default_factory=list)
    texts: set[str] = field(default_factory=set)
    findings: dict[tuple[str, str, str], Finding] = field(default_factory=dict)
    _verdicts: dict[tuple[str, int], list[tuple[str, str]]] = field(default_factory=dict)
    looks_english: dict[str, str] = field(default_factory=dict)
    shown: dict[str, list[str]] = field(default_factory=dict)  # page -> every text read, for the texts file
    views: int = 0
    _names_version: int = -1
    _names_pattern: re.Pattern[str] | None = None
    _english_names: dict[str, str] = field(default_factory=dict)
    _own: list[str] = field(default_factory=list)
    _locale_own: set[str] = field(default_factory=set)
    _locale_patterns: list[tuple[str, re.Pattern[str]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        values = {normal(TAG.sub("", v)) for v in locale_texts(self.language).values()}
        self._locale_own = {v.casefold() for v in values}
        self._locale_patterns = [
            (max(PLACEHOLDER.split(v), key=len).casefold(),
             re.compile("(.+?)".join(re.escape(part) for part in PLACEHOLDER.split(v)), re.IGNORECASE | re.DOTALL))
            for v in values if PLACEHOLDER.search(v)
        ]
        self.refresh()

    def outside_own_text(self, shown: str, folded: str) -> str:
        """What of the line is not a UI text of the language as its translators wrote it (a loanword there is
        theirs): nothing, the values put into the language's own pattern, or the whole line."""
        if folded in self._locale_own:
            return ""
        for quick, pattern in self._locale_patterns:
            if quick in folded and (hit := pattern.fullmatch(shown)):
                return " \u2016 ".join(hit.groups())
        return shown

    def refresh(self) -> None:
        """Rebuilds the rules when the API taught new names."""
        if self._names_version == self.names.version:
            return
        self._names_version = self.names.version
        lng = self.language
        own = {t.casefold() for t in self.names.own(lng) if t}
        own_all = own | self._locale_own
        self.rules = ui_rules(lng, own_all)
        self._own = sorted(own, key=len, reverse=True)
        english: dict[str, str] = {}
        for name, translations in self.names.pairs.items():
            folded, theirs = name.casefold(), translations.get(lng, "").casefold()
            if not theirs or folded == theirs or folded in own_all or letters(name) < 3 or self.allowed(name):
                continue
            # A name the translation itself contains ("Flatback" in "Flatback-Steine") is a word of the language.
            if re.search(rf"(?<!\w){re.escape(folded)}(?!\w)", theirs):
                continue
            english[folded] = name
        self._english_names = english
        alternatives = "|".join(re.escape(e) for e in sorted(english, key=len, reverse=True))
        self._names_pattern = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)") if english else None

    def own_spans(self, folded: str) -> list[tuple[int, int]]:
        """Where the line shows a name as the language writes it (a product, a colour, a category, a brand)."""
        spans = []
        for own in self._own:
            at = folded.find(own)
            while at != -1:
                spans.append((at, at + len(own)))
                at = folded.find(own, at + 1)
        return spans

    def allowed(self, text: str) -> bool:
        return text in ALLOWED.get(self.language, {}) or text in ALLOWED["*"]

    def check(self, page_name: str, shown: str, where: str) -> None:
        self.texts.add(shown)
        self.shown.setdefault(page_name, []).append(f"{where}: {shown}")
        if self.allowed(shown):
            return
        key = (shown, self._names_version)
        if key not in self._verdicts:
            self._verdicts[key] = self.verdict(shown)
        for english, source in self._verdicts[key]:
            finding = self.findings.setdefault(
                (shown, where, english), Finding(self.language, shown, where, english, source))
            if page_name not in finding.pages:
                finding.pages.append(page_name)
        if self._looks_english(shown):
            self.looks_english.setdefault(shown, page_name)

    def verdict(self, shown: str) -> list[tuple[str, str]]:
        """(English text, its source) for every English text in a shown line."""
        folded = shown.casefold()
        for rule in self.rules:
            if rule.matches(shown, folded):
                return [(rule.english, "key " + ", ".join(rule.keys))]
        found = []
        folded = self.outside_own_text(shown, folded).casefold()
        if self._names_pattern is not None:
            spans = self.own_spans(folded)
            for hit in self._names_pattern.finditer(folded):
                if any(a <= hit.start() and hit.end() <= b for a, b in spans):
                    continue  # part of a name in the language: "Astella" of a product, "Fabrics" of a brand
                english = self._english_names[hit.group(0)]
                translation = self.names.pairs[english][self.language]
                found.append((english, f"{self.names.sources.get(english, 'name')}; {self.language}: {translation!r}"))
        for english, translations in self.names.long_texts.items():
            if self.language not in translations or translations[self.language] == english:
                continue
            for sentence in re.split(r"(?<=[.!?])\s+", english):
                if len(sentence) >= 25 and sentence.casefold() in folded:
                    found.append((sentence, self.names.sources.get(english, "description")))
                    break
        return found

    def _looks_english(self, shown: str) -> bool:
        folded = shown.casefold()
        for a, b in self.own_spans(folded):
            folded = folded[:a] + " " * (b - a) + folded[b:]
        words = set(WORD.findall(folded))
        return len(words & ENGLISH_WORDS) >= 2 and not (self.language in ("ua", "ru") and CYRILLIC.search(folded))


# ---------------------------------------------------------------- driving the browser


class Visitor:
    """One language's browser context: visits pages, learns the names the API sent, checks what is shown."""

    def __init__(self, browser: Browser, base_url: str, language: str, names: Names, crawl: Crawl | None = None):
        self.language = language
        self.context = browser.new_context(base_url=base_url, viewport=DESKTOP)
        self.page = self.context.new_page()
        self.names = names
        self.crawl = crawl
        self.answers: list[Response] = []
        self.page.on("response", self._answer)

    def _answer(self, response: Response) -> None:
        if "/api/" in response.url and response.request.method == "GET" and response.ok:
            self.answers.append(response)

    def close(self) -> None:
        self.context.close()

    def settle(self) -> None:
        page = self.page
        page.wait_for_load_state("networkidle")
        page.wait_for_function(
            """lang => document.documentElement.lang === lang
                && !document.querySelector('[aria-busy="true"], .skeleton')
                && document.querySelector('main, h1')""",
            arg=HTML_LANG[self.language],
        )

    def learn(self) -> None:
        answers, self.answers = self.answers, []
        for response in answers:
            if "json" not in (response.headers.get("content-type") or ""):
                continue
            try:
                data = response.json()
            except Exception:  # a body the browser already dropped: fetch it again
                headers = {k: v for k, v in response.request.headers.items() if k.lower() == "authorization"}
                again = self.page.request.get(response.url, headers=headers)
                if not again.ok:
                    continue
                data = again.json()
            self.names.walk(data)

    def visit(self, path: str, name: str, expect_path: str | None = None) -> None:
        self.page.goto(path)
        self.settle()
        wanted = expect_path or path.split("?")[0]
        assert self.page.evaluate("location.pathname") == wanted, f"{name}: landed on {self.page.url}"
        self.observe(name)

    def observe(self, name: str) -> list[tuple[str, str]]:
        """Reads the page as shown and checks every text."""
        self.settle()
        self.learn()
        page = self.page
        shown: list[tuple[str, str]] = []
        for line in re.split(r"[\n\t]", page.locator("body").inner_text()):
            if normal(line):
                shown.append((normal(line), "text"))
        for kind, tag, value in page.evaluate(COLLECT):
            if normal(value):
                shown.append((normal(value), f"{kind} on <{tag}>" if kind != "title" or tag != "document"
                              else "document title"))
        assert len(shown) > 15, f"{name} in {self.language}: the page shows almost nothing: {shown}"
        if self.crawl is not None:
            self.crawl.refresh()
            self.crawl.views += 1
            for text, where in dict.fromkeys(shown):
                self.crawl.check(name, text, where)
        return shown


def learn_catalogue(page: Page, names: Names) -> None:
    """The whole catalogue's names, the menu, the colours and the brands, before any page is checked."""
    for path in ("/api/menu/", "/api/colors/all-colors"):
        names.walk(page.request.get(path).json())
    names.brands = {normal(b["name"]) for b in page.request.get("/api/brands/all-brands").json()}
    # Countries, named as the UI names them (ui/src/lib/countries.ts: Intl.DisplayNames in the interface language).
    countries = page.evaluate(
        """([codes, languages]) => Object.fromEntries(codes.map((code) => [code, Object.fromEntries(
            languages.map((l) => [l, new Intl.DisplayNames([l], { type: 'region' }).of(code)]))]))""",
        [sorted(COUNTRY_CODES), ["en", *(HTML_LANG[lng] for lng in LANGUAGES)]],
    )
    for code, named in countries.items():
        names.add(named["en"], {lng: named[HTML_LANG[lng]] for lng in LANGUAGES}, f"country {code} (Intl.DisplayNames)")
    for main in (*MAINS, "gift-cards"):
        number, pages = 1, 1
        while number <= pages:
            answer = page.request.get(f"/api/products-feed/main-category/{main}?limit=100&page={number}").json()
            names.walk(answer)
            pages, number = answer.get("pages", 1), number + 1


def pick_fabric(page: Page) -> dict:
    """An in-stock fabric sold by length whose colour has its own name in every language."""
    feed = page.request.get("/api/products-feed/main-category/fabrics?in_stock=true&limit=100").json()["products"]
    for card in feed:
        if card["minimum"] != 0.1 or card["stock"] < 1:
            continue
        product = page.request.get(f"/api/products-feed/products/{card['product_id']}").json()
        colours = [product.get(f"color_{lng}") for lng in LANGUAGES]
        if product.get("color_en") and all(c and c != product["color_en"] for c in colours):
            return product
    raise AssertionError("no fabric with a colour translated into every language")


def product_lines(page: Page) -> dict[str, str]:
    return {
        "price": normal(page.locator(".product__info .product-price").first.inner_text()),
        "colour": normal(page.locator(".details__colour").first.inner_text()),
        "breadcrumb": " › ".join(normal(t) for t in page.locator("nav.breadcrumbs li").all_inner_texts()),
        "heading": normal(page.locator("h1").first.inner_text()),
    }


def crawl_language(visitor: Visitor, fabric: dict, samples: dict[str, dict[str, str]]) -> None:
    lng = visitor.language
    page = visitor.page

    visitor.visit(f"/?lng={lng}", "home", expect_path="/")
    assert page.evaluate("localStorage.getItem('i18nextLng')") == lng
    for main in MAINS:
        visitor.visit(f"/{main}", main)

    # A fabric with a colour: its own name proves the page is in the language.
    visitor.visit(f"/products/{fabric['product_id']}", "product")
    expect(page.locator("h1")).to_have_text(fabric[f"product_name_{lng}"])
    samples[lng] = product_lines(page)
    page.locator(".purchase button.button--accent").click()
    page.wait_for_function(
        """() => JSON.parse(localStorage.getItem('basketProducts') || '[]').length === 1
            && [...document.querySelectorAll('[role="status"]')].some((el) => el.innerText.trim())"""
    )
    visitor.observe("product after Add to cart")

    visitor.visit("/cart", "cart")
    visitor.visit("/cart/checkout", "checkout")
    page.locator("button.checkout-review__submit").click()
    visitor.observe("checkout sent empty")
    for index in range(page.locator("main input[type=radio]").count()):
        radio = page.locator("main input[type=radio]").nth(index)
        if radio.is_visible() and radio.is_enabled() and not radio.is_checked():
            radio.check()
            visitor.observe(f"checkout with choice {index + 1}")

    visitor.visit("/gift-cards", "gift cards")
    submit = page.locator("main button[type=submit].button--accent")
    if submit.is_enabled():
        submit.click()
        visitor.observe("gift cards sent empty")

    visitor.visit("/contact-us", "contact")
    page.locator("main button.button--accent").first.click()
    expect(page.get_by_role("dialog")).to_be_visible()
    visitor.observe("contact with call-back form")
    page.locator("button.callback-form__submit").click()
    visitor.observe("call-back form sent empty")
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog")).to_be_hidden()

    visitor.visit("/faq", "FAQ")
    page.evaluate("document.querySelectorAll('main details').forEach((d) => { d.open = true; })")
    visitor.observe("FAQ with every answer open")

    visitor.visit("/account/authorization", "sign-in")
    page.locator("main button[type=submit]").first.click()
    visitor.observe("sign-in sent empty")

    answer = page.request.post("/api/users/signin", data={"email": SHOPPER, "password": SHOPPER_SECRET})
    assert answer.status == 200, answer.text()
    page.evaluate("session => localStorage.setItem('user', JSON.stringify(session))", answer.json())
    visitor.visit("/account", "account")
    visitor.visit("/account/order-history", "order history")
    page.locator(".order-card__toggle").first.click()
    expect(page.locator(".order-card__lines").first.locator("tbody tr").first).to_be_visible()
    visitor.observe("order history with an order open")
    for sub in ACCOUNT_PAGES[1:]:
        visitor.visit(f"/account/{sub}", f"account/{sub}")


def test_no_english_on_the_storefront_in_any_other_language(browser: Browser, live_server: str):
    names = Names()
    crawls: dict[str, Crawl] = {}
    samples: dict[str, dict[str, str]] = {}

    setup = Visitor(browser, live_server, "en", names)
    setup.page.goto("/api/health")
    learn_catalogue(setup.page, names)
    fabric = pick_fabric(setup.page)

    # The detector itself: the English home page, read as if it were German, must be full of English.
    canary = Crawl("de", names)
    setup.crawl = canary
    setup.visit("/?lng=en", "home (English, as a check of the detector)", expect_path="/")
    setup.close()
    sources = [f.source for f in canary.findings.values()]
    assert any(s.startswith("key ") for s in sources) and any(s.startswith("product_name ") for s in sources), sources
    assert len(canary.findings) >= 20, (
        f"the detector found only {len(canary.findings)} English texts on the English home page: "
        + "\n".join(f.line() for f in canary.findings.values())
    )

    for lng in LANGUAGES:
        crawl = crawls[lng] = Crawl(lng, names)
        visitor = Visitor(browser, live_server, lng, names, crawl)
        try:
            crawl_language(visitor, fabric, samples)
        finally:
            visitor.close()

    lines = [f"Product {fabric['product_id']} ({fabric['product_name_en']}, colour {fabric['color_en']})"]
    for lng in ("de", "ua"):
        for what, shown in samples.get(lng, {}).items():
            lines.append(f"  {lng} {what}: {shown}")
    lines.append(f"Detector check: {len(canary.findings)} English texts found on the English home page read as de")
    for lng, crawl in crawls.items():
        lines.append(f"{lng}: {len(crawl.texts)} distinct texts checked on {crawl.views} page views, "
                     f"{len(crawl.findings)} English")
    failures = []
    for lng, crawl in crawls.items():
        if crawl.findings:
            failures.append(f"{lng}: {len(crawl.findings)} English texts")
            failures.extend(f.line() for f in crawl.findings.values())
    info = []
    for lng, crawl in crawls.items():
        for shown, page_name in crawl.looks_english.items():
            info.append(f"  {lng} [{page_name}] {shown[:160]!r}")
    report = "\n".join([*lines, "", *(failures or ["No English found."]), "",
                        "Lines that look English but match no key or name (information only, not failures):",
                        *(info or ["  none"])])
    REPORT.write_text(report + "\n", encoding="utf-8")
    TEXTS.write_text("\n".join(
        f"== {lng} {page_name}\n" + "\n".join(texts)
        for lng, crawl in crawls.items() for page_name, texts in crawl.shown.items()
    ) + "\n", encoding="utf-8")
    print("\n" + report)
    assert not failures, report
