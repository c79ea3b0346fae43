"""The crawlable part of the body: what a page is and where to go next, written inside the React root.

The React app replaces it when it starts (createRoot().render replaces the root's children), so shoppers
see the app; a crawler that runs no JavaScript reads the heading, a short text and the price, and follows
links to the listed products, the child categories and the listing's next page through the whole catalogue.
Links keep the page's language (``?lng=``), so each language version is crawlable on its own. Every text is
escaped; an information page's text is the HTML its page shows, sanitised when it was rendered. It uses the
app's own classes so that the moment before the app starts looks like the page.
"""
from __future__ import annotations

from html import escape

from shop.seo.urls import HREFLANG
from shop.seo.view import Hero, Link, PageView


def body(view: PageView, breadcrumbs_label: str, pages_label: str) -> str:
    """The HTML of the page's crawlable part ("" for pages with nothing to show without the app)."""
    if not view.heading:
        return ""
    language = view.language
    # In the app's <main> (its box, and the landmark: a <header> outside <main> would be the site's banner).
    parts = ['<main id="main" class="site-main" data-seo-body="">']
    if view.hero:
        parts.append(_hero(view.hero))
    parts += ['<div class="container page">', '<header class="page-header">']
    if len(view.crumbs) > 1:
        parts.append(_crumbs(view.crumbs, language, breadcrumbs_label))
    parts.append(f'<h1 class="page-header__title">{escape(view.heading)}</h1>')
    if view.text:
        parts.append(f'<p class="page-header__intro">{escape(view.text)}</p>')
    if view.links:
        parts.append(_links(view.links, language, view.links_label))
    parts.append("</header>")
    if view.html:
        lang = f' lang="{escape(HREFLANG[view.html_language])}"' if view.html_language else ""
        parts.append(f'<div class="prose"{lang}>{view.html}</div>')
    if view.products:
        items = "".join(
            f'<li><a href="{escape(line.url.href(language))}">{escape(line.name)}</a> {escape(line.price)}</li>'
            for line in view.products
        )
        parts.append(f'<section aria-label="{escape(view.products_label)}"><ul>{items}</ul></section>')
    if view.pages:
        parts.append(_links(view.pages, language, pages_label, "pagination"))
    parts.append("</div></main>")
    return "".join(parts)


# How wide the slider draws a slide's picture (ui/src/styles/pages.css): the page's width, but a slide is at least
# 280-300 px high and the picture covers it, so on a narrow screen it is drawn about 800 px wide and cropped. The
# same as SLIDE_SIZES in the app's MainSlider.tsx, so the browser picks the same file for both.
SLIDE_SIZES = "(max-width: 800px) 800px, 100vw"


def _hero(hero: Hero) -> str:
    """The first slide, in the boxes the app's slider draws (its classes and image size): the image is painted with
    the page, eagerly and first, in the size the screen needs when it is stored in sizes, and the app's slider later
    shows the same picture (the same file) in the same place."""
    sizes = f' srcset="{escape(hero.srcset)}" sizes="{SLIDE_SIZES}"' if hero.srcset else ""
    return (f'<section class="slider"><div class="slider__track"><div class="slider__slide">'
            f'<img class="slider__image" src="{escape(hero.image)}"{sizes} alt="" width="1600" height="600" '
            f'fetchpriority="high" decoding="async">'
            f'<div class="slider__content container"><p class="slider__title">{escape(hero.title)}</p>'
            f'<a class="button button--accent" href="{escape(hero.link)}">{escape(hero.cta)}</a></div>'
            f'</div></div></section>')


def _crumbs(crumbs: list[Link], language: str, label: str) -> str:
    items = [f'<li class="breadcrumbs__item"><a href="{escape(c.url.href(language))}">{escape(c.label)}</a></li>'
             for c in crumbs[:-1]]
    items.append(f'<li class="breadcrumbs__item"><span aria-current="page">{escape(crumbs[-1].label)}</span></li>')
    return (f'<nav class="breadcrumbs" aria-label="{escape(label)}"><ol class="breadcrumbs__list">'
            f'{"".join(items)}</ol></nav>')


def _links(links: list[Link], language: str, label: str, kind: str = "subcategories") -> str:
    items = "".join(
        f'<li><a class="chip" href="{escape(link.url.href(language))}">{escape(link.label)}</a></li>' for link in links
    )
    return f'<nav class="{kind}" aria-label="{escape(label)}"><ul class="{kind}__list">{items}</ul></nav>'
