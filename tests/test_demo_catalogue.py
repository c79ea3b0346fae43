"""The demo catalogue's words (shop.demo.catalogue): every colour and every name a product is built from is written
in each shop language, not the English copied into the other four."""
from __future__ import annotations

import re

import pytest

from shop.demo import catalogue as cat

CYRILLIC = re.compile(r"[А-Яа-яІіЇїЄєҐґЁё]")
# Names Polish or German shops write exactly as English does: the trade names every maker prints (Siam, Montana,
# Aurum) and words those languages share with English.
SAME_AS_ENGLISH = {
    "pl": {"Siam", "Montana", "Topaz", "Aurum"},
    "de": {"Gold", "Fuchsia", "Orange", "Mint", "Siam", "Montana", "Amethyst", "Peridot", "Aurum"},
}
COLOURS = [colour for palette in cat.PALETTES.values() for colour in palette]


def _nodes(node: cat.Node):
    yield node
    for child in node.children:
        yield from _nodes(child)


NODES = [node for tree in cat.TREES for node in _nodes(tree)]


@pytest.mark.parametrize("colour", COLOURS, ids=lambda c: c.name)
def test_every_colour_is_named_in_every_language(colour):
    en, ua, pl, ru, de = colour.names
    assert colour.name == en and all(name.strip() for name in colour.names)
    assert CYRILLIC.search(ua) and CYRILLIC.search(ru), colour.names
    assert pl != en or en in SAME_AS_ENGLISH["pl"], colour.names
    assert de != en or en in SAME_AS_ENGLISH["de"], colour.names


def test_a_colour_name_means_one_colour_in_each_language():
    # The colour filter merges colours by slug and shows the name: two colours of one name would read as one.
    for index, language in enumerate(cat.LANGS):
        names = [colour.names[index] for colour in {c.name: c for c in COLOURS}.values()]
        assert len(names) == len(set(names)), language


def test_the_names_products_are_built_from_are_in_cyrillic_for_ukrainian_and_russian():
    for node in NODES:
        texts = [node.names, *((node.family.article,) if node.family else ())]
        for names in texts:
            assert CYRILLIC.search(names[1]) and CYRILLIC.search(names[3]), names


def _blurbs():
    for node in NODES:
        for blurb in (node.blurb, node.family.blurb if node.family else None):
            if blurb:
                yield blurb


BLURBS = list(dict.fromkeys(_blurbs()))


@pytest.mark.parametrize("blurb", BLURBS, ids=lambda b: b[0][:40])
def test_every_description_lead_in_is_written_in_every_language(blurb):
    # The lead-in opens every description, so Polish, Russian and German shoppers read it too.
    assert len(blurb) == len(cat.LANGS) and all(isinstance(text, str) and text.strip() for text in blurb), blurb
    en, ua, pl, ru, de = blurb
    assert pl != en and ru != en and de != en, blurb
    assert CYRILLIC.search(ua) and CYRILLIC.search(ru) and ru != ua, blurb
    assert not CYRILLIC.search(pl) and not CYRILLIC.search(de), blurb


def test_each_description_opens_with_its_lead_in_in_every_language():
    from shop.demo import seed

    leaves = [seed.Leaf(path, node.family, node.family.brands)
              for tree in cat.TREES for path, node in _paths(tree, ()) if node.family]
    assert leaves
    for leaf in leaves:
        family = leaf.family
        if family.kind == "crystal":  # stones open with their backing's sentence instead
            continue
        assert leaf.blurb, leaf.path[-1].slug
        facts = ({"composition": family.compositions[0], "width": family.widths[0], "weight": family.weight[0]}
                 if family.kind == "fabric" else {})
        texts = seed._descriptions(leaf, facts, None, None)
        assert [text.startswith(f"{leaf.blurb[i]} ") for i, text in enumerate(texts)] == [True] * 5, texts


def _paths(node: cat.Node, above: tuple[cat.Node, ...]):
    path = (*above, node)
    yield path, node
    for child in node.children:
        yield from _paths(child, path)
