"""/api/users/me/...: the signed-in shopper's account pages. Every route needs a bearer token (401 without); an id
under /me that is not the caller's answers 404, so nobody learns what other accounts hold.

The wishlist (/api/users/me/wishlist) stays with sign-in and sign-up in shop.accounts.routes.
"""
from __future__ import annotations

from flask.views import MethodView
from flask_jwt_extended import current_user

from shop.account_pages import affiliate, overview, privacy
from shop.account_pages.schemas import (
    EXPORT_DOC,
    EXPORT_HEADERS,
    AccountDataSchema,
    AddressChangeSchema,
    AddressInSchema,
    AddressListSchema,
    AddressSchema,
    AffiliateSchema,
    OverviewSchema,
    PaymentProfileSchema,
    RecurringPaymentListSchema,
    RewardPointsSchema,
    TransactionListSchema,
)
from shop.accounts import addresses, messages, payment_profile, recurring, rewards
from shop.accounts.schemas import CurrentPasswordSchema, MessageSchema, UserSchema
from shop.orders import returns, transactions
from shop.orders.schemas import ReturnCreateSchema, ReturnListSchema, ReturnSchema
from shop.security import Blueprint

blp = Blueprint("account", __name__, url_prefix="/api/users/me", description="The signed-in shopper's account pages")

_NOT_YOURS = "No such address in this account (another account's is not shown either)."


@blp.route("")
class Me(MethodView):
    @blp.login_required
    @blp.response(200, UserSchema)
    def get(self):
        """The signed-in account."""
        return current_user

    @blp.login_required
    @blp.arguments(CurrentPasswordSchema())
    @blp.response(200, MessageSchema)
    @blp.alt_response(403, description="The current password is missing or wrong (errors.currentPassword), or the "
                                       "account is a staff account.")
    def delete(self, data):
        """Delete the signed-in account: personal data erased at once, orders kept for the tax years without the
        buyer's details, every session ended; the account's address is told."""
        privacy.delete_own_account(current_user, data.get("current_password"))
        return {"message": messages.ACCOUNT_DELETED}


@blp.route("/data")
class MyData(MethodView):
    @blp.login_required
    @blp.response(200, AccountDataSchema, headers=EXPORT_DOC)
    def get(self):
        """Everything the shop holds about the signed-in shopper, as one JSON file (never cached)."""
        return privacy.data_of(current_user), 200, EXPORT_HEADERS


@blp.route("/overview")
class Overview(MethodView):
    @blp.login_required
    @blp.response(200, OverviewSchema)
    def get(self):
        """The account page's summary: orders, the last order, reward points, the default address, returns."""
        return overview.overview(current_user)


@blp.route("/addresses")
class Addresses(MethodView):
    @blp.login_required
    @blp.response(200, AddressListSchema)
    def get(self):
        """The address book: the default address first, then the oldest first."""
        return {"addresses": addresses.addresses(current_user)}

    @blp.login_required
    @blp.arguments(AddressInSchema())
    @blp.response(201, AddressSchema)
    @blp.alt_response(409, description="The address book is full (20 addresses).")
    def post(self, data):
        """Add an address; the first one (or one sent with isDefault) becomes the default."""
        return addresses.add_address(current_user, data)


@blp.route("/addresses/<int:address_id>")
class AddressById(MethodView):
    @blp.login_required
    @blp.response(200, AddressSchema)
    @blp.alt_response(404, description=_NOT_YOURS)
    def get(self, address_id: int):
        """One address of the book."""
        return addresses.address_of(current_user, address_id)

    @blp.login_required
    @blp.arguments(AddressChangeSchema())
    @blp.response(200, AddressSchema)
    @blp.alt_response(404, description=_NOT_YOURS)
    def put(self, data, address_id: int):
        """Change an address (the fields sent); isDefault true makes it the default."""
        return addresses.change_address(current_user, address_id, data)

    @blp.login_required
    @blp.response(200, MessageSchema)
    @blp.alt_response(404, description=_NOT_YOURS)
    def delete(self, address_id: int):
        """Delete an address; when it was the default, the oldest remaining one takes over."""
        addresses.delete_address(current_user, address_id)
        return {"message": messages.ADDRESS_DELETED}


@blp.route("/returns")
class Returns(MethodView):
    @blp.login_required
    @blp.response(200, ReturnListSchema)
    def get(self):
        """The account's return requests, newest first."""
        return {"returns": returns.returns_of(current_user)}

    @blp.login_required
    @blp.arguments(ReturnCreateSchema())
    @blp.response(201, ReturnSchema)
    @blp.alt_response(404, description="The line is not on one of the caller's orders.")
    @blp.alt_response(409, description="The order has not been delivered.")
    def post(self, data):
        """Ask to return part of a delivered order line (starts Requested)."""
        return returns.request_return(current_user, **data)


@blp.route("/reward-points")
class RewardPoints(MethodView):
    @blp.login_required
    @blp.response(200, RewardPointsSchema)
    def get(self):
        """The reward-point balance and its ledger, newest first."""
        return rewards.ledger(current_user)


@blp.route("/transactions")
class Transactions(MethodView):
    @blp.login_required
    @blp.response(200, TransactionListSchema)
    def get(self):
        """Payments and refunds of the account's orders, newest first, each in its order's currency."""
        return {"transactions": transactions.transactions(current_user)}


@blp.route("/payment-profile")
class MyPaymentProfile(MethodView):
    @blp.login_required
    @blp.response(200, PaymentProfileSchema)
    def get(self):
        """The saved billing details and preferred payment method (empty when never saved)."""
        return payment_profile.payment_profile(current_user)

    @blp.login_required
    @blp.arguments(PaymentProfileSchema())
    @blp.response(200, PaymentProfileSchema)
    def put(self, data):
        """Save billing details and the preferred payment method (the fields sent)."""
        return payment_profile.save_payment_profile(current_user, data)


@blp.route("/affiliate")
class Affiliate(MethodView):
    @blp.login_required
    @blp.response(200, AffiliateSchema)
    def get(self):
        """The account's referral code and link, and the sign-ups and orders it brought (revenue in GBP)."""
        return affiliate.summary(current_user)


@blp.route("/recurring-payments")
class RecurringPayments(MethodView):
    @blp.login_required
    @blp.response(200, RecurringPaymentListSchema)
    def get(self):
        """The account's recurring payments (subscriptions), newest first."""
        return {"recurring_payments": recurring.recurring_payments(current_user)}
