# Stand-in for the postgres image: Debian's PostgreSQL 15 with the same POSTGRES_USER, POSTGRES_PASSWORD,
# POSTGRES_DB and data folder (/var/lib/postgresql/data) the official image takes.
ARG DEBIAN_IMAGE=quizdrill-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /run/postgresql && chown -R postgres:postgres /var/lib/postgresql /run/postgresql
COPY postgres-entry.sh /usr/local/bin/postgres-entry.sh
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
USER postgres
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["postgres-entry.sh"]
CMD ["postgres"]
