"""The call-back modal in Chromium: opening and closing, the three validation messages in the spec's
order, a real success, and a real failure (the server refusing a question over 2,000 characters)."""
from __future__ import annotations

import json
import re

from playwright.sync_api import Page, Route, expect

from tests.e2e.helpers import serious_violations

FILL_ALL = "Please fill in all the fields!"
BAD_PHONE = "Please enter a valid international phone number!"
PRIVACY = "You need to read and agree to the Privacy Policy before continuing."
SUCCESS = "You have ordered a call, we will contact you shortly."
FAILURE = "Something went wrong!"


def open_from_phone_dropdown(page: Page):
    page.goto("/")
    phone = page.get_by_role("banner").get_by_role("button", name=re.compile(r"^Call us"))
    phone.click()
    page.get_by_role("button", name="Order a call back").click()
    dialog = page.get_by_role("dialog", name="Order a call back")
    expect(dialog).to_be_visible()
    return dialog, phone


def fill(dialog, name: str, phone: str, query: str) -> None:
    dialog.get_by_label("Your name").fill(name)
    dialog.get_by_label("Phone number").fill(phone)
    dialog.get_by_label("Your question").fill(query)


def test_the_form_opens_closes_and_traps_focus(page: Page):
    dialog, phone = open_from_phone_dropdown(page)
    expect(dialog).to_have_attribute("aria-modal", "true")
    name = dialog.get_by_label("Your name")
    expect(name).to_be_focused()
    checkbox = dialog.get_by_role("checkbox", name="I have read and agree to the Privacy Policy")
    expect(checkbox).not_to_be_checked()
    expect(dialog.get_by_role("link", name="Privacy Policy")).to_have_attribute("href", "/privacy-policy")
    assert serious_violations(page, ".modal") == []

    # Focus stays inside: Tab from the last control comes back to the first.
    submit = dialog.get_by_role("button", name="Call me back")
    submit.focus()
    page.keyboard.press("Tab")
    expect(dialog.get_by_role("button", name="Close")).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(submit).to_be_focused()

    # Esc closes and gives focus back; a draft survives closing by mistake.
    name.fill("Olena")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(phone).to_be_focused()

    phone.click()
    page.get_by_role("button", name="Order a call back").click()
    expect(dialog.get_by_label("Your name")).to_have_value("Olena")
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()

    # A click outside the dialog closes it; a click inside does not.
    page.evaluate("() => window.dispatchEvent(new Event('shop:open-callback'))")
    expect(dialog).to_be_visible()
    dialog.get_by_text("Leave your name and number").click()
    expect(dialog).to_be_visible()
    page.mouse.click(30, 450)
    expect(dialog).to_be_hidden()


def test_the_three_rules_in_order_then_a_real_success(page: Page):
    dialog, _ = open_from_phone_dropdown(page)
    alert = dialog.get_by_role("alert")
    submit = dialog.get_by_role("button", name="Call me back")

    submit.click()
    expect(alert).to_have_text(FILL_ALL)
    expect(dialog.get_by_label("Your name")).to_be_focused()

    fill(dialog, "Olena", "12345", "   ")
    submit.click()
    expect(alert).to_have_text(FILL_ALL)  # spaces are not a question

    fill(dialog, "Olena", "12345", "Do you have ivory chiffon?")
    submit.click()
    expect(alert).to_have_text(BAD_PHONE)
    expect(dialog.get_by_label("Phone number")).to_have_attribute("aria-invalid", "true")

    dialog.get_by_label("Phone number").fill("050 400 70 15")  # local: 0 and 9 digits
    submit.click()
    expect(alert).to_have_text(PRIVACY)

    dialog.get_by_role("checkbox").check()
    # The request is held for a moment to see the submitting state, then reaches the real server.
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)

    page.route("**/api/queries", hold)
    with page.expect_response("**/api/queries") as answer:
        submit.click()
        sending = dialog.get_by_role("button", name="Sending…")
        expect(sending).to_be_disabled()
        expect(alert).to_be_hidden()
        # Waits for a condition: the route handler runs only while Playwright pumps events, so the loop lets it
        # pump in short slices until the request is held (at most 5 s), rather than sleeping a fixed time.
        for _ in range(100):
            if held:
                break
            page.wait_for_timeout(50)  # one slice of the bounded poll above, not a fixed wait
        payload = json.loads(held[0].request.post_data or "{}")
        held[0].continue_()
    page.unroute("**/api/queries", hold)
    assert payload == {
        "name": "Olena",
        "phone": "050 400 70 15",
        "query": "Do you have ivory chiffon?",
        "status": "Unprocessed",
    }
    response = answer.value
    assert response.status == 201
    assert response.json()["message"] == "Запит успішно створено!"
    assert response.json()["data"]["status"] == "Unprocessed"

    expect(page.get_by_role("status").filter(has_text=SUCCESS)).to_be_visible()
    expect(dialog).to_be_hidden()
    # Closed and cleared.
    page.evaluate("() => window.dispatchEvent(new Event('shop:open-callback'))")
    for label in ("Your name", "Phone number", "Your question"):
        expect(dialog.get_by_label(label)).to_have_value("")
    expect(dialog.get_by_role("checkbox")).not_to_be_checked()


def test_a_question_over_the_limit_is_refused_before_sending(page: Page):
    dialog, _ = open_from_phone_dropdown(page)
    question = "Could you tell me more about your stretch velvet? " * 50  # 2,500 characters
    assert len(question) == 2500
    fill(dialog, "Olena", "+44 7700 900123", question)
    dialog.get_by_role("checkbox").check()
    sent = []
    page.on("request", lambda request: sent.append(request.url) if "/api/queries" in request.url else None)
    dialog.get_by_role("button", name="Call me back").click()

    # The same 2,000-character rule as the server's, checked first, with its message and the field marked.
    expect(dialog.get_by_role("alert")).to_have_text("The question must be at most 2000 characters.")
    expect(dialog.get_by_label("Your question")).to_have_attribute("aria-invalid", "true")
    expect(dialog.get_by_label("Your question")).to_be_focused()
    expect(dialog).to_be_visible()
    expect(dialog.get_by_label("Your name")).to_have_value("Olena")
    expect(dialog.get_by_label("Your question")).to_have_value(question)
    expect(dialog.get_by_role("checkbox")).to_be_checked()
    assert sent == []


def test_the_form_on_a_phone(mobile_page: Page):
    page = mobile_page
    page.goto("/")
    page.get_by_role("button", name="Open menu").click()
    page.get_by_role("dialog", name="Menu").get_by_role("button", name="Order a call back").click()
    dialog = page.get_by_role("dialog", name="Order a call back")
    expect(dialog).to_be_visible()
    box = dialog.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375
    assert serious_violations(page, ".modal") == []

    submit = dialog.get_by_role("button", name="Call me back")
    fill(dialog, "Taras", "+380 50 400 70 1", "Ivory chiffon?")  # 11 digits: fine internationally
    submit.click()
    expect(dialog.get_by_role("alert")).to_have_text(PRIVACY)
    dialog.get_by_label("Phone number").fill("0 50 400")
    submit.click()
    expect(dialog.get_by_role("alert")).to_have_text(BAD_PHONE)
    dialog.get_by_label("Phone number").fill("+380504007015")
    dialog.get_by_role("checkbox").check()
    submit.click()
    expect(page.get_by_role("status").filter(has_text=SUCCESS)).to_be_visible()
    expect(dialog).to_be_hidden()
