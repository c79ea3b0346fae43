"""Password hashing (werkzeug's scrypt): the only place that knows the algorithm."""
from werkzeug.security import check_password_hash, generate_password_hash

MIN_PASSWORD_LENGTH = 6


def hash_password(password: str) -> str:
    """Salted hash of ``password``."""
    return generate_password_hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    """True when ``password`` matches the stored hash."""
    return check_password_hash(password_hash, password)
