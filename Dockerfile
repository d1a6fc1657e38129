# rulings-qa in a container: the package and its pinned dependencies, nothing else, run
# by a user without privileges. Build, then run on a corpus mounted at /data (README,
# "Container"):
#
#   docker build -t rulings-qa .
#   docker run --rm -v "$PWD/corpora:/data:ro" -v "$PWD/reports:/reports" \
#       rulings-qa run /data/rulings --out /reports
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# The wheel is built from the sources that make the package (the dev extra, tests and
# corpora other than the shipped glossary stay out), then the sources are removed.
WORKDIR /build
COPY pyproject.toml README.md ./
COPY pipeline ./pipeline
COPY corpora/glossary ./corpora/glossary
RUN pip install . && rm -rf /build

RUN useradd --create-home --uid 10001 rulingqa
USER rulingqa
WORKDIR /home/rulingqa

ENTRYPOINT ["rulingqa"]
CMD ["--help"]
