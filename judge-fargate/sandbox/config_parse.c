/*
 * The command line (documented in runner.h) → struct runner_config. Strict: an unknown option, a
 * malformed number or a missing required value is a runner_error, never a guess.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "internal.h"

#define DEFAULT_MAX_OPEN_FILES 64
#define DEFAULT_MAX_PROCESSES 1

/* Variables that carry the task's AWS identity; refused even if the worker passes them by mistake. */
static const char *const forbidden_env_prefixes[] = {"AWS_", "ECS_"};

static bool parse_number(const char *text, uint64_t *out) {
  if (!text || !*text || text[0] == '-' || text[0] == '+') return false;
  char *end;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno != 0 || *end != '\0') return false;
  *out = value;
  return true;
}

static bool parse_stdio(const char *text, struct stdio_spec *spec) {
  uint64_t fd;
  if (strncmp(text, "fd:", 3) == 0) {
    if (!parse_number(text + 3, &fd) || fd > 65535) return false;
    *spec = (struct stdio_spec){.path = NULL, .fd = (int)fd};
  } else {
    if (!*text) return false;
    *spec = (struct stdio_spec){.path = text, .fd = -1};
  }
  return true;
}

static bool parse_fd_pass(const char *text, struct fd_pass *pass) {
  char child[16];
  const char *equals = strchr(text, '=');
  uint64_t child_fd, runner_fd;
  if (!equals || (size_t)(equals - text) >= sizeof(child)) return false;
  memcpy(child, text, (size_t)(equals - text));
  child[equals - text] = '\0';
  if (!parse_number(child, &child_fd) || !parse_number(equals + 1, &runner_fd)) return false;
  if (child_fd < 3 || child_fd >= RUNNER_FD_CEILING || runner_fd > 65535) return false;
  *pass = (struct fd_pass){.child_fd = (int)child_fd, .runner_fd = (int)runner_fd};
  return true;
}

static const char *check_env(const char *entry) {
  const char *equals = strchr(entry, '=');
  if (!equals || equals == entry) return "must be KEY=VALUE";
  for (size_t i = 0; i < sizeof(forbidden_env_prefixes) / sizeof(forbidden_env_prefixes[0]); i++) {
    if (strncasecmp(entry, forbidden_env_prefixes[i], strlen(forbidden_env_prefixes[i])) == 0)
      return "is forbidden (AWS_/ECS_ variables never reach the program)";
  }
  return NULL;
}

static bool add_path(const char **paths, size_t *count, const char *path) {
  if (*count >= RUNNER_MAX_PATHS || !*path) return false;
  paths[(*count)++] = path;
  return true;
}

/* One option and its value; false with err set when either is wrong. */
static bool apply_option(struct runner_config *cfg, const char *name, const char *value, char *err, size_t err_len) {
  uint64_t number = 0;
  bool ok = true;
  if (strcmp(name, "--profile") == 0) {
    if (strcmp(value, "native") == 0) cfg->profile = PROFILE_NATIVE;
    else if (strcmp(value, "managed") == 0) cfg->profile = PROFILE_MANAGED;
    else if (strcmp(value, "compiler") == 0) cfg->profile = PROFILE_COMPILER;
    else ok = false;
  } else if (strcmp(name, "--cwd") == 0) {
    cfg->work_dir = value;
  } else if (strcmp(name, "--uid") == 0) {
    ok = parse_number(value, &number) && number > 0 && number < 0xffffffffu;
    cfg->uid = (uid_t)number;
  } else if (strcmp(name, "--gid") == 0) {
    ok = parse_number(value, &number) && number > 0 && number < 0xffffffffu;
    cfg->gid = (gid_t)number;
  } else if (strcmp(name, "--cpu-ms") == 0) {
    ok = parse_number(value, &cfg->cpu_limit_ms);
  } else if (strcmp(name, "--wall-ms") == 0) {
    ok = parse_number(value, &cfg->wall_limit_ms) && cfg->wall_limit_ms > 0;
  } else if (strcmp(name, "--memory-kb") == 0) {
    ok = parse_number(value, &cfg->memory_limit_kb);
  } else if (strcmp(name, "--address-space-kb") == 0) {
    ok = parse_number(value, &cfg->address_space_kb);
  } else if (strcmp(name, "--stack-kb") == 0) {
    ok = parse_number(value, &cfg->stack_kb);
  } else if (strcmp(name, "--output-kb") == 0) {
    ok = parse_number(value, &cfg->output_limit_kb);
  } else if (strcmp(name, "--max-open-files") == 0) {
    ok = parse_number(value, &cfg->max_open_files) && cfg->max_open_files > 0;
  } else if (strcmp(name, "--max-processes") == 0) {
    ok = parse_number(value, &cfg->max_processes) && cfg->max_processes > 0;
  } else if (strcmp(name, "--stdin") == 0) {
    ok = parse_stdio(value, &cfg->stdio[0]);
  } else if (strcmp(name, "--stdout") == 0) {
    ok = parse_stdio(value, &cfg->stdio[1]);
  } else if (strcmp(name, "--stderr") == 0) {
    ok = parse_stdio(value, &cfg->stdio[2]);
  } else if (strcmp(name, "--stderr-keep-kb") == 0) {
    ok = parse_number(value, &cfg->stderr_keep_kb);
  } else if (strcmp(name, "--fd") == 0) {
    ok = cfg->extra_fd_count < RUNNER_MAX_EXTRA_FDS && parse_fd_pass(value, &cfg->extra_fds[cfg->extra_fd_count]);
    for (size_t i = 0; ok && i < cfg->extra_fd_count; i++)
      ok = cfg->extra_fds[i].child_fd != cfg->extra_fds[cfg->extra_fd_count].child_fd;
    if (ok) cfg->extra_fd_count++;
  } else if (strcmp(name, "--env") == 0) {
    const char *problem = check_env(value);
    if (problem) {
      snprintf(err, err_len, "--env %.200s %s", value, problem);
      return false;
    }
    ok = cfg->env_count < RUNNER_MAX_ENV;
    if (ok) cfg->env[cfg->env_count++] = (char *)value;
  } else if (strcmp(name, "--writable") == 0) {
    ok = add_path(cfg->writable_paths, &cfg->writable_count, value);
  } else if (strcmp(name, "--readable") == 0) {
    ok = add_path(cfg->readable_paths, &cfg->readable_count, value);
  } else if (strcmp(name, "--cgroup") == 0) {
    ok = strcmp(value, "auto") == 0 || strcmp(value, "off") == 0;
    cfg->use_cgroup = strcmp(value, "auto") == 0;
  } else {
    snprintf(err, err_len, "unknown option %.200s", name);
    return false;
  }
  if (!ok) snprintf(err, err_len, "bad value for %s: %.200s", name, value);
  return ok;
}

static bool check_required(struct runner_config *cfg, bool profile_given, char *err, size_t err_len) {
  if (!profile_given) snprintf(err, err_len, "--profile is required");
  else if (!cfg->work_dir || cfg->work_dir[0] != '/') snprintf(err, err_len, "--cwd must be an absolute path");
  else if (cfg->wall_limit_ms == 0) snprintf(err, err_len, "--wall-ms is required");
  else if (!cfg->argv || !cfg->argv[0] || !cfg->argv[0][0]) snprintf(err, err_len, "no program after --");
  else if (geteuid() == 0 && (cfg->uid == 0 || cfg->gid == 0))
    snprintf(err, err_len, "running as root: --uid and --gid of the slot are required");
  else return true;
  return false;
}

bool config_parse(int argc, char **argv, struct runner_config *cfg, char *err, size_t err_len) {
  *cfg = (struct runner_config){
      .profile = PROFILE_NATIVE,
      .max_open_files = DEFAULT_MAX_OPEN_FILES,
      .max_processes = DEFAULT_MAX_PROCESSES,
      .stdio = {{.path = "/dev/null", .fd = -1}, {.path = "/dev/null", .fd = -1}, {.path = "/dev/null", .fd = -1}},
      .use_cgroup = true,
  };
  if (geteuid() != 0) {
    cfg->uid = getuid();
    cfg->gid = getgid();
  }
  bool profile_given = false;
  int i = 1;
  for (; i < argc && strcmp(argv[i], "--") != 0; i += 2) {
    if (i + 1 >= argc) {
      snprintf(err, err_len, "option %.200s needs a value", argv[i]);
      return false;
    }
    if (!apply_option(cfg, argv[i], argv[i + 1], err, err_len)) return false;
    if (strcmp(argv[i], "--profile") == 0) profile_given = true;
  }
  if (i < argc) cfg->argv = argv + i + 1;
  cfg->env[cfg->env_count] = NULL;
  if (cfg->writable_count == 0 && cfg->work_dir) cfg->writable_paths[cfg->writable_count++] = cfg->work_dir;
  return check_required(cfg, profile_given, err, err_len);
}
