"""Every model, imported once so Alembic and the tests see the whole schema."""
from shop.accounts.models import (
    Address,
    PasswordResetToken,
    PaymentProfile,
    RecurringPayment,
    RevokedToken,
    RewardPointEntry,
    User,
    UserStatus,
    WishlistItem,
)
from shop.catalog.models import Brand, Category, Colour, Product
from shop.content.models import Slide
from shop.currency.models import CurrencyRate
from shop.giftcards.models import GiftCard
from shop.orders.models import DeliveryStatus, Order, OrderLine, PaymentStatus, ReturnRequest
from shop.queries.models import CallbackQuery, QueryStatus

__all__ = [
    "Address", "Brand", "CallbackQuery", "Category", "Colour", "CurrencyRate", "DeliveryStatus",
    "GiftCard", "Order", "OrderLine", "PasswordResetToken", "PaymentProfile", "PaymentStatus", "Product",
    "QueryStatus", "RecurringPayment", "ReturnRequest", "RevokedToken", "RewardPointEntry", "Slide", "User",
    "UserStatus", "WishlistItem",
]
