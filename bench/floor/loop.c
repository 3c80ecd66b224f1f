/*
 * The floor of a load generator's CPU cost on this machine: the least work any generator must do per request, with
 * nothing of HttpLab in it. One thread, one epoll set, keep-alive HTTP/1.1 connections to a loopback server:
 *   open model (rate > 0): a timerfd wakes the thread at each request's intended send time; it sends on a free
 *     connection; the response wakes it again. Every request costs (at most) two wake-ups and two system calls.
 *   closed model (rate 0): each connection sends its next request as soon as its response is in.
 * Responses are counted once their Content-Length body has arrived; anything else ends the run. At the end it prints
 * one line: requests, seconds, CPU seconds (user + system from getrusage, the whole process) and CPU per request.
 * Usage: loop HOST PORT PATH RATE SECONDS CONNECTIONS   (RATE 0: closed model)
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

#define MAX_CONNECTIONS 1024
#define BUFFER 65536

struct connection { int fd; int busy; size_t have; char in[BUFFER]; };

static struct connection connections[MAX_CONNECTIONS];
static char request[512];
static size_t request_length;

static void fail(const char *what) { perror(what); exit(1); }

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void send_request(struct connection *c)
{
    if (send(c->fd, request, request_length, MSG_NOSIGNAL) != (ssize_t)request_length) fail("send");
    c->busy = 1;
}

/* Reads what arrived; returns 1 when a whole response is in (and drops it), 0 when more must come. */
static int read_response(struct connection *c)
{
    ssize_t got = recv(c->fd, c->in + c->have, BUFFER - c->have, 0);
    if (got <= 0) { fprintf(stderr, "the server closed a connection or failed\n"); exit(1); }
    c->have += (size_t)got;
    char *end = memmem(c->in, c->have, "\r\n\r\n", 4);
    if (end == NULL) return 0;
    char *length = memmem(c->in, (size_t)(end - c->in), "Content-Length:", 15);
    if (length == NULL) length = memmem(c->in, (size_t)(end - c->in), "content-length:", 15);
    if (length == NULL) { fprintf(stderr, "a response without Content-Length\n"); exit(1); }
    size_t whole = (size_t)(end + 4 - c->in) + strtoul(length + 15, NULL, 10);
    if (c->have < whole) return 0;
    if (c->have > whole) { fprintf(stderr, "more than one response at once\n"); exit(1); }
    c->have = 0;
    c->busy = 0;
    return 1;
}

int main(int argc, char **argv)
{
    if (argc != 7) { fprintf(stderr, "usage: loop HOST PORT PATH RATE SECONDS CONNECTIONS\n"); return 2; }
    double rate = atof(argv[4]), seconds = atof(argv[5]);
    int count = atoi(argv[6]);
    if (count < 1 || count > MAX_CONNECTIONS || rate < 0 || seconds <= 0) { fprintf(stderr, "bad arguments\n"); return 2; }
    request_length = (size_t)snprintf(request, sizeof request, "GET %s HTTP/1.1\r\nHost: %s:%s\r\n\r\n",
        argv[3], argv[1], argv[2]);

    struct sockaddr_in address = { .sin_family = AF_INET, .sin_port = htons((uint16_t)atoi(argv[2])) };
    if (inet_pton(AF_INET, argv[1], &address.sin_addr) != 1) { fprintf(stderr, "HOST must be an IPv4 address\n"); return 2; }
    int epoll = epoll_create1(0);
    for (int i = 0; i < count; i++) {
        int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;
        if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) != 0) fail("connect");
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        connections[i].fd = fd;
        struct epoll_event event = { .events = EPOLLIN, .data.u32 = (uint32_t)i };
        epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event);
    }
    int timer = -1;
    double interval = rate > 0 ? 1.0 / rate : 0, started = now_seconds();
    if (rate > 0) {
        timer = timerfd_create(CLOCK_MONOTONIC, 0);
        struct itimerspec spec = { .it_interval = { 0, (long)(interval * 1e9) }, .it_value = { 0, 1 } };
        if (interval >= 1) spec.it_interval = (struct timespec){ (time_t)interval, 0 };
        timerfd_settime(timer, 0, &spec, NULL);
        struct epoll_event event = { .events = EPOLLIN, .data.u32 = MAX_CONNECTIONS };
        epoll_ctl(epoll, EPOLL_CTL_ADD, timer, &event);
    } else {
        for (int i = 0; i < count; i++) send_request(&connections[i]);
    }

    long responses = 0, unsent = 0;
    int free_hint = 0;
    struct epoll_event events[256];
    while (now_seconds() - started < seconds) {
        int ready = epoll_wait(epoll, events, 256, 100);
        if (ready < 0 && errno != EINTR) fail("epoll_wait");
        for (int e = 0; e < ready; e++) {
            uint32_t which = events[e].data.u32;
            if (which == MAX_CONNECTIONS) {
                uint64_t due;
                if (read(timer, &due, sizeof due) != sizeof due) fail("read timerfd");
                for (uint64_t d = 0; d < due; d++) {
                    int i = 0;
                    while (i < count && connections[(free_hint + i) % count].busy) i++;
                    if (i == count) { unsent++; continue; }
                    free_hint = (free_hint + i + 1) % count;
                    send_request(&connections[(free_hint + count - 1) % count]);
                }
                continue;
            }
            if (read_response(&connections[which])) {
                responses++;
                if (rate == 0) send_request(&connections[which]);
            }
        }
    }
    double elapsed = now_seconds() - started;
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    double cpu = usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec
        + usage.ru_stime.tv_usec / 1e6;
    printf("responses %ld seconds %.3f rps %.1f cpu %.4f us_per_request %.2f unsent %ld switches %ld\n",
        responses, elapsed, responses / elapsed, cpu, responses > 0 ? 1e6 * cpu / responses : 0, unsent,
        usage.ru_nvcsw + usage.ru_nivcsw);
    return responses > 0 ? 0 : 1;
}
