"""The yardstick for bench/listing_load.py: a bare Flask app that answers "hello", served the same way as the shop."""
from flask import Flask

app = Flask(__name__)


@app.get("/hello")
def hello():
    return "hello"
