# Thin wrappers around ./atout (which works without make on a fresh machine).
.PHONY: serve dev test translations compile
serve:
	./atout serve
dev:
	./atout dev
test:
	./atout test
translations:
	./atout translations
compile:
	./atout compile
