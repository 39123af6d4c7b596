/*
 * A small JSON writer for the runner's one output line (and the self-check report). Fixed buffer,
 * no allocation; strings are escaped per RFC 8259.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

static void append(struct json_writer *w, const char *text, size_t length) {
  if (w->len + length >= sizeof(w->buf)) length = sizeof(w->buf) - 1 - w->len;
  memcpy(w->buf + w->len, text, length);
  w->len += length;
  w->buf[w->len] = '\0';
}

static void append_text(struct json_writer *w, const char *text) { append(w, text, strlen(text)); }

static void append_quoted(struct json_writer *w, const char *text) {
  append_text(w, "\"");
  for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
    char escaped[8];
    if (*c == '"' || *c == '\\') {
      snprintf(escaped, sizeof(escaped), "\\%c", *c);
      append_text(w, escaped);
    } else if (*c < 0x20) {
      snprintf(escaped, sizeof(escaped), "\\u%04x", *c);
      append_text(w, escaped);
    } else {
      append(w, (const char *)c, 1);
    }
  }
  append_text(w, "\"");
}

void json_begin(struct json_writer *w) {
  w->len = 0;
  w->buf[0] = '\0';
  w->need_comma = false;
  append_text(w, "{");
}

void json_key(struct json_writer *w, const char *key) {
  if (w->need_comma) append_text(w, ",");
  w->need_comma = true;
  if (key) {
    append_quoted(w, key);
    append_text(w, ":");
  }
}

void json_string(struct json_writer *w, const char *key, const char *value) {
  json_key(w, key);
  if (value)
    append_quoted(w, value);
  else
    append_text(w, "null");
}

void json_uint(struct json_writer *w, const char *key, uint64_t value) {
  char text[24];
  snprintf(text, sizeof(text), "%llu", (unsigned long long)value);
  json_key(w, key);
  append_text(w, text);
}

void json_int_or_null(struct json_writer *w, const char *key, int64_t value, bool present) {
  char text[24];
  snprintf(text, sizeof(text), "%lld", (long long)value);
  json_key(w, key);
  append_text(w, present ? text : "null");
}

void json_bool(struct json_writer *w, const char *key, bool value) {
  json_key(w, key);
  append_text(w, value ? "true" : "false");
}

void json_open_object(struct json_writer *w, const char *key) {
  json_key(w, key);
  append_text(w, "{");
  w->need_comma = false;
}

void json_close_object(struct json_writer *w) {
  append_text(w, "}");
  w->need_comma = true;
}

void json_open_array(struct json_writer *w, const char *key) {
  json_key(w, key);
  append_text(w, "[");
  w->need_comma = false;
}

void json_array_string(struct json_writer *w, const char *value) { json_string(w, NULL, value); }

void json_close_array(struct json_writer *w) {
  append_text(w, "]");
  w->need_comma = true;
}

void json_end(struct json_writer *w) { append_text(w, "}\n"); }

int json_print_line(const struct json_writer *w) {
  size_t written = 0;
  while (written < w->len) {
    ssize_t n = write(STDOUT_FILENO, w->buf + written, w->len - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    written += (size_t)n;
  }
  return 0;
}

const char *run_status_name(enum run_status status) {
  switch (status) {
  case RUN_OK:
    return "ok";
  case RUN_NONZERO_EXIT:
    return "nonzero_exit";
  case RUN_SIGNALLED:
    return "signalled";
  case RUN_CPU_TIME_LIMIT:
    return "cpu_time_limit";
  case RUN_WALL_TIME_LIMIT:
    return "wall_time_limit";
  case RUN_MEMORY_LIMIT:
    return "memory_limit";
  case RUN_OUTPUT_LIMIT:
    return "output_limit";
  case RUN_SECCOMP_VIOLATION:
    return "seccomp_violation";
  case RUN_RUNNER_ERROR:
    return "runner_error";
  }
  return "runner_error";
}

int result_print(const struct runner_result *result) {
  struct json_writer w;
  json_begin(&w);
  json_string(&w, "status", run_status_name(result->status));
  json_int_or_null(&w, "exitCode", result->exit_code, result->exit_code >= 0);
  json_int_or_null(&w, "signal", result->signal, result->signal > 0);
  json_uint(&w, "cpuTimeMs", result->cpu_time_ms);
  json_uint(&w, "wallTimeMs", result->wall_time_ms);
  json_uint(&w, "memoryKb", result->memory_kb);
  json_bool(&w, "cgroup", result->cgroup);
  json_int_or_null(&w, "cgroupMemoryPeakKb", result->cgroup_memory_peak_kb, result->cgroup_memory_peak_kb >= 0);
  json_string(&w, "error", result->error[0] ? result->error : NULL);
  json_end(&w);
  return json_print_line(&w);
}
